import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { NegativeMargin } from '../../../src/contract/profit-logic'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { companies } from './companies'
import { networks } from './networks'
import { teams } from './schema'

/**
 * Profit logic (issue 18 item 5; domain/profit-logic/judge.ts says how it judges): a named set
 * covering some clients (none: every client) with ordered rules bounding the margin.
 */
export const profitLogics = pgTable(
  'profit_logics',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientIds: text('client_ids').array().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('profit_logics_team_idx').on(table.teamId)],
)

/** A set's rules, tried in `position` order; amounts are numeric(18, 6) decimal text. */
export const profitLogicRules = pgTable(
  'profit_logic_rules',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    profitLogicId: text('profit_logic_id')
      .notNull()
      .references(() => profitLogics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    country: text('country'),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'cascade' }),
    minMargin: numeric('min_margin', { precision: 18, scale: 6 }),
    maxLoss: numeric('max_loss', { precision: 18, scale: 6 }),
    negativeMargin: text('negative_margin').$type<NegativeMargin>().notNull(),
    override: boolean('override').notNull().default(false),
    overrideReason: text('override_reason'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('profit_logic_rules_set_idx').on(table.profitLogicId, table.position)],
)

/** One alert per client, network and effective date of a vendor increase (alerts.ts). */
export const profitAlerts = pgTable(
  'profit_alerts',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    networkId: text('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    effectiveFrom: momentColumn('effective_from').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('profit_alerts_once_idx').on(
      table.teamId,
      table.clientId,
      table.networkId,
      table.effectiveFrom,
    ),
  ],
)
