import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CheckerReader } from '../../../src/contract/balance-checker'
import type { CompanyContact, CompanyKind } from '../../../src/contract/company'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
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
    /**
     * Whether the team was told the balance is below the threshold: set when it crosses below
     * (one notification), cleared when it is back above, so the next crossing tells again.
     */
    lowBalanceAlerted: boolean('low_balance_alerted').notNull().default(false),
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

/** A reason a checker read no figure: a key of the server's words and its values. */
export interface CheckerProblem {
  key: string
  values?: Record<string, string>
}

/** A stored credential of a checker: written by the team, never sent back to the client. */
export type CheckerCredentials = Partial<Record<'username' | 'password' | 'api_key', string>>

/**
 * A vendor's balance checker (one per company): the request template, its credentials, the last
 * figure read from the vendor's system, and the background sync's schedule and lease.
 */
export const companyBalanceCheckers = pgTable(
  'company_balance_checkers',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    method: text('method').$type<'GET' | 'POST'>().notNull(),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<{ name: string; value: string }[]>().notNull().default([]),
    body: text('body').notNull().default(''),
    reader: text('reader').$type<CheckerReader>().notNull(),
    readerExpression: text('reader_expression').notNull(),
    currency: text('currency').notNull(),
    credentials: jsonb('credentials').$type<CheckerCredentials>().notNull().default({}),
    reportedBalance: numeric('reported_balance', { precision: 20, scale: 6 }),
    reportedAt: momentColumn('reported_at'),
    /** Why the last sync read no figure (a message of the server's catalogue), or null. */
    lastError: jsonb('last_error').$type<CheckerProblem>(),
    lastAttemptAt: momentColumn('last_attempt_at'),
    /** When the background sync is next due. */
    nextSyncAt: momentColumn('next_sync_at').notNull().defaultNow(),
    /** A process's claim on the sync in hand; another takes it over once this has passed. */
    leasedUntil: momentColumn('leased_until'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId] }),
    index('company_balance_checkers_due_idx').on(table.nextSyncAt),
  ],
)
