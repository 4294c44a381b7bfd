import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  HubEndpointProtocol,
  HubEndpointStatus,
  NoticePrice,
  StaticRateStage,
} from '../../../src/contract/hub-endpoint'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { companies } from './companies'
import { networks } from './networks'
import { teams, users } from './schema'
import { routingPlans, smsRoutes } from './sms-routing'

/**
 * Hub endpoints (issue 18 item 2): a client company's way into the hub. The SMPP password is an
 * scrypt hash (domain/security/passwords.ts) a bind is checked against; the HTTP API key a
 * sha256 (domain/security/secrets.ts), as a 256-bit random key needs no slow hash. Neither is
 * ever answered.
 */
export const hubEndpoints = pgTable(
  'hub_endpoints',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    protocol: text('protocol').$type<HubEndpointProtocol>().notNull(),
    systemId: text('system_id'),
    passwordHash: text('password_hash'),
    apiKeyHash: text('api_key_hash'),
    apiKeyHint: text('api_key_hint'),
    allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
    tps: integer('tps').notNull(),
    routingPlanId: text('routing_plan_id').references(() => routingPlans.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<HubEndpointStatus>().notNull().default('active'),
    noticeDays: integer('notice_days'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('hub_endpoints_team_name_idx').on(table.teamId, table.name),
    uniqueIndex('hub_endpoints_team_system_id_idx')
      .on(table.teamId, table.systemId)
      .where(sql`${table.systemId} is not null`),
    uniqueIndex('hub_endpoints_api_key_idx')
      .on(table.apiKeyHash)
      .where(sql`${table.apiKeyHash} is not null`),
    index('hub_endpoints_company_idx').on(table.companyId),
  ],
)

/**
 * Rate notices sent to a client (the email-updates history): who sent which prices to whom, and
 * when apply-rates put them in the price list. `prices` is the notice as sent.
 */
export const rateNotices = pgTable(
  'rate_notices',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    sentAt: momentColumn('sent_at').notNull(),
    sentById: text('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    noticeDays: integer('notice_days').notNull(),
    prices: jsonb('prices').$type<NoticePrice[]>().notNull(),
    appliedAt: momentColumn('applied_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('rate_notices_endpoint_idx').on(table.endpointId, table.sentAt)],
)

/**
 * Static client prices of an endpoint, per network or per country (network null), in the client
 * company's currency, numeric(18, 6) read back as decimal text. A price is a `draft` until a
 * notice tells it, then `notified`, then `applied` by apply-rates: only applied rows are the
 * price list, and only they take part in the windows (domain/rates/windows.ts, the same rule as
 * vendor rates: [effective_from, effective_till), open until the next).
 */
export const staticClientRates = pgTable(
  'static_client_rates',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    price: numeric('price', { precision: 18, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    effectiveFrom: momentColumn('effective_from').notNull(),
    effectiveTill: momentColumn('effective_till'),
    stage: text('stage').$type<StaticRateStage>().notNull().default('draft'),
    noticeId: text('notice_id').references(() => rateNotices.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('static_client_rates_endpoint_idx').on(
      table.endpointId,
      table.networkId,
      table.country,
      table.effectiveFrom,
    ),
    check(
      'static_client_rates_window_check',
      sql`${table.effectiveTill} is null or ${table.effectiveTill} > ${table.effectiveFrom}`,
    ),
  ],
)

/** Where a hub message stands: taken from the client, handed to the vendor, then its receipt. */
export type HubMessageStatus = 'accepted' | 'sent' | 'delivered' | 'failed'

/**
 * Hub traffic (issue 18 item 6): one row per message a client submitted through an endpoint and
 * the hub accepted (refused submits leave no row and no charge). What financials read: the
 * client's price (charged to its ledger, in its currency, referenced by the usage entry) and the
 * vendor's cost (the route's rate in force, in the vendor's currency), both numeric(18, 6).
 * `id` is the message id the client was answered; `vendor_message_id` the vendor's.
 */
export const hubMessages = pgTable(
  'hub_messages',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => hubEndpoints.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    routeId: text('route_id').references(() => smsRoutes.id, { onDelete: 'set null' }),
    /** The route's SMPP connection it left by; null: the team's simulator. */
    connectionId: text('connection_id'),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    /** E.164. */
    destination: text('destination').notNull(),
    clientPrice: numeric('client_price', { precision: 18, scale: 6 }).notNull(),
    clientCurrency: text('client_currency').notNull(),
    vendorCost: numeric('vendor_cost', { precision: 18, scale: 6 }),
    vendorCurrency: text('vendor_currency'),
    status: text('status').$type<HubMessageStatus>().notNull().default('accepted'),
    error: text('error'),
    vendorMessageId: text('vendor_message_id'),
    /** The client asked for a receipt (registered_delivery). */
    wantsReceipt: boolean('wants_receipt').notNull().default(false),
    sentAt: momentColumn('sent_at'),
    doneAt: momentColumn('done_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('hub_messages_team_idx').on(table.teamId, table.createdAt),
    index('hub_messages_vendor_idx').on(table.vendorMessageId),
    index('hub_messages_company_idx').on(table.companyId, table.createdAt),
  ],
)
