import { boolean, index, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CompanyContact, CompanyKind } from '../../../src/contract/company'
import { createdAtColumn, idColumn, updatedAtColumn } from './columns'
import { teams } from './schema'

/**
 * Hub companies (DOMAIN.md "Company"): clients and vendors, each with a ledger account
 * (ledger.ts) that holds its balance. Amounts are numeric(20, 2) decimal text.
 */
export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CompanyKind>().notNull(),
    currency: text('currency').notNull(),
    creditLimit: numeric('credit_limit', { precision: 20, scale: 2 }).notNull().default('0'),
    lowBalanceThreshold: numeric('low_balance_threshold', { precision: 20, scale: 2 }),
    active: boolean('active').notNull().default(true),
    contacts: jsonb('contacts').$type<CompanyContact[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('companies_team_name_idx').on(table.teamId, table.name),
    index('companies_team_kind_idx').on(table.teamId, table.kind),
  ],
)
