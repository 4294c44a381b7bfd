import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import type {
  ClientRateCostBasis,
  ClientRateRounding,
  ClientRateRuleKind,
} from '../../../src/contract/client-rate'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { networks } from './networks'
import { teams } from './schema'
import { routingPlans } from './sms-routing'

/**
 * Client rate rules (issue 18 item 3; domain/client-rates/pricing.ts says how they price): tried
 * in `position` order, the first that covers the client, the network and the moment makes the
 * price. Amounts are numeric(18, 6) decimal text, as vendor rates are.
 */
export const clientRateRules = pgTable(
  'client_rate_rules',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Hub companies of kind client; empty: every client. */
    clientIds: text('client_ids').array().notNull().default([]),
    country: text('country'),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClientRateRuleKind>().notNull(),
    markupPercent: numeric('markup_percent', { precision: 10, scale: 4 }).notNull().default('0'),
    addFixed: numeric('add_fixed', { precision: 18, scale: 6 }).notNull().default('0'),
    minMargin: numeric('min_margin', { precision: 18, scale: 6 }),
    decimals: integer('decimals'),
    fixedPrice: numeric('fixed_price', { precision: 18, scale: 6 }),
    currency: text('currency'),
    effectiveFrom: momentColumn('effective_from'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('client_rate_rules_team_position_idx').on(table.teamId, table.position)],
)

/** A team's pricing settings; a team without a row has the contract's defaults. */
export const clientRateSettings = pgTable('client_rate_settings', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  costBasis: text('cost_basis').$type<ClientRateCostBasis>().notNull(),
  planId: text('plan_id').references(() => routingPlans.id, { onDelete: 'set null' }),
  defaultDecimals: integer('default_decimals').notNull(),
  rounding: text('rounding').$type<ClientRateRounding>().notNull(),
  updatedAt: updatedAtColumn(),
})
