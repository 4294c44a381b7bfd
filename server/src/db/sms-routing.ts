import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { defaultRoutingScope, type RoutingScope } from '../../../src/contract/constants'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { networks } from './networks'
import { teams } from './schema'
import { smppConnections } from './smpp-connections'

/** How a route treats a message's sender id: keep it, replace it from a pool, or strip it. */
export type RouteSenderHandling = 'keep' | 'replace' | 'strip'
export type RouteStatus = 'active' | 'disabled'
export type RoutingRuleMode = 'weighted' | 'least_cost'
/** Who sent the message, for a rule that matches on the client. */
export interface RoutingRuleClient {
  kind: 'member' | 'api_token' | 'hub_client'
  id: string
}

/**
 * Routes (DOMAIN.md "Routing and rates"): a vendor and the connection its traffic leaves by.
 * `vendor_name` names the vendor until the hub's companies land (issue 18 fills
 * `vendor_company_id`). A route with no connection goes out through the team's local simulator.
 */
export const smsRoutes = pgTable(
  'sms_routes',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Whose traffic: SMS campaigns' or the hub's (constants.ts `routingScopes`). */
    scope: text('scope').$type<RoutingScope>().notNull().default(defaultRoutingScope),
    vendorName: text('vendor_name').notNull(),
    vendorCompanyId: text('vendor_company_id'),
    connectionId: text('connection_id').references(() => smppConnections.id, {
      onDelete: 'restrict',
    }),
    senderHandling: text('sender_handling').$type<RouteSenderHandling>().notNull().default('keep'),
    /** The sender ids a `replace` route picks from. */
    senderPool: text('sender_pool').array().notNull().default([]),
    status: text('status').$type<RouteStatus>().notNull().default('active'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('sms_routes_team_name_idx').on(table.teamId, table.scope, table.name),
    index('sms_routes_connection_idx').on(table.connectionId),
  ],
)

/**
 * Vendor rates: what a route costs per message part to one network, or to a whole country when
 * `network_id` is null (the country default). `price` is numeric(18, 6), read back as decimal
 * text (never a float) in the vendor's `currency`. Rows are history: a new price is a new row
 * from its `effective_from`; the one in force at a moment is the latest row whose window
 * [effective_from, effective_till) holds it. `sheet_id` names the rate sheet that wrote the row.
 */
export const vendorRates = pgTable(
  'vendor_rates',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    routeId: text('route_id')
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'cascade' }),
    /** ISO 3166 alpha-2; for a network's rate, the network's country. */
    country: text('country').notNull(),
    price: numeric('price', { precision: 18, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    effectiveFrom: momentColumn('effective_from').notNull(),
    effectiveTill: momentColumn('effective_till'),
    sheetId: text('sheet_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('vendor_rates_route_network_idx').on(table.routeId, table.networkId, table.effectiveFrom),
    index('vendor_rates_route_country_idx').on(table.routeId, table.country, table.effectiveFrom),
    index('vendor_rates_team_from_idx').on(table.teamId, table.effectiveFrom),
    check(
      'vendor_rates_window_check',
      sql`${table.effectiveTill} is null or ${table.effectiveTill} > ${table.effectiveFrom}`,
    ),
  ],
)

/**
 * Routing plans: ordered rules; one plan per scope may be the team's default (campaigns without
 * one take the `sms` default).
 */
export const routingPlans = pgTable(
  'routing_plans',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Whose traffic: SMS campaigns' or the hub's (constants.ts `routingScopes`). */
    scope: text('scope').$type<RoutingScope>().notNull().default(defaultRoutingScope),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('routing_plans_team_name_idx').on(table.teamId, table.scope, table.name),
    uniqueIndex('routing_plans_team_default_idx')
      .on(table.teamId, table.scope)
      .where(sql`${table.isDefault}`),
  ],
)

/**
 * A plan's rules, tried in `position` order. Empty match lists match anything; `sender_pattern`
 * is a glob on the sender id (`*` any run, `?` one character), null for any. A `weighted` rule
 * splits over its routes (routing_rule_routes) by weight; a `least_cost` rule takes the cheapest
 * route in force for the network, the others as failover.
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => routingPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    countries: text('countries').array().notNull().default([]),
    networkIds: text('network_ids').array().notNull().default([]),
    senderPattern: text('sender_pattern'),
    clients: jsonb('clients').$type<RoutingRuleClient[]>().notNull().default([]),
    mode: text('mode').$type<RoutingRuleMode>().notNull().default('weighted'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('routing_rules_plan_position_idx').on(table.planId, table.position)],
)

/**
 * A rule's split: each route with its weight (a weighted rule's weights sum to 100) and its
 * place in the failover order (1 first). A route a rule uses cannot be deleted (restrict).
 */
export const routingRuleRoutes = pgTable(
  'routing_rule_routes',
  {
    ruleId: text('rule_id')
      .notNull()
      .references(() => routingRules.id, { onDelete: 'cascade' }),
    routeId: text('route_id')
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'restrict' }),
    weight: integer('weight').notNull().default(0),
    failoverPosition: integer('failover_position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ruleId, table.routeId] }),
    index('routing_rule_routes_route_idx').on(table.routeId),
  ],
)

/**
 * A scope's vendor-side defaults (issue 18 item 4, /hub/routing/vendor/settings): the currency a
 * new vendor rate starts in (null: the money module's default) and the senders a new route's
 * rate inbox takes mail from (none: anyone). No row: the defaults.
 */
export const routingSettings = pgTable(
  'routing_settings',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<RoutingScope>().notNull(),
    defaultCurrency: text('default_currency'),
    mailInAllowedSenders: text('mail_in_allowed_senders').array().notNull().default([]),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.scope] })],
)
