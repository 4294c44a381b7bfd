import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SenderIdKind } from '../../../src/contract/sender-id'
import type {
  CampaignLifecycleValue,
  CampaignSchedule,
  CampaignStats,
  CampaignTargets,
  DeliveryStateName,
} from '../../../src/contract/sms-campaign'
import { zeroStats } from '../../../src/contract/sms-campaign'
import type { CampaignLifecycleEvent } from '../../../src/machines/campaignLifecycle'
import type { StoredWords } from '../http/stored-words'
import { createdAtColumn, idColumn, updatedAtColumn } from './columns'
import { teams, users } from './schema'

/** Offers: where a campaign's link leads and what a conversion pays (decimal text). */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    payout: text('payout').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('offers_team_name_idx').on(table.teamId, table.name)],
)

export const senderIds = pgTable(
  'sender_ids',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    kind: text('kind').$type<SenderIdKind>().notNull(),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('sender_ids_team_value_idx').on(table.teamId, table.value)],
)

export const smsTexts = pgTable(
  'sms_texts',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name'),
    body: text('body').notNull(),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('sms_texts_team_created_idx').on(table.teamId, table.createdAt)],
)

/**
 * SMS campaigns. The lifecycle's truth is `campaign_events`; `status`, `lifecycle`, `missing`
 * and `failure` are its fold, written in the transaction that appends each event, so lists
 * filter and sort on them without folding. `last_seq` is the number of the last event.
 */
export const smsCampaigns = pgTable(
  'sms_campaigns',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targets: jsonb('targets').$type<CampaignTargets>().notNull(),
    senderIds: jsonb('sender_ids').$type<string[]>().notNull().default([]),
    textIds: jsonb('text_ids').$type<string[]>().notNull().default([]),
    offerId: text('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    trackingDomain: text('tracking_domain'),
    routingPlanId: text('routing_plan_id'),
    schedule: jsonb('schedule').$type<CampaignSchedule>().notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    throttlePerMinute: integer('throttle_per_minute'),
    quietHours: jsonb('quiet_hours').$type<{ start: string; end: string }>(),
    status: text('status').$type<DeliveryStateName>().notNull().default('draft'),
    lifecycle: jsonb('lifecycle')
      .$type<CampaignLifecycleValue>()
      .notNull()
      .default({ delivery: 'draft', recurrence: 'none', feed: 'none' }),
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    /** Why it failed, in English; `failureWords` in every language (failures stored since 0027). */
    failure: text('failure'),
    failureWords: jsonb('failure_words').$type<StoredWords>(),
    lastSeq: integer('last_seq').notNull().default(0),
    /** Runs the engine finished (the lifecycle's `runs`): a recurring campaign between runs. */
    runs: integer('runs').notNull().default(0),
    stats: jsonb('stats').$type<CampaignStats>().notNull().default(zeroStats),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('sms_campaigns_team_created_idx').on(table.teamId, table.createdAt, table.id),
    index('sms_campaigns_team_status_idx').on(table.teamId, table.status, table.createdAt),
    index('sms_campaigns_team_name_idx').on(table.teamId, table.name),
  ],
)

/**
 * A campaign's lifecycle events, numbered from 1: commands of people (with the actor's name
 * kept) and outcomes of the delivery engine (no actor). The primary key (campaign_id, seq)
 * refuses a second event with the same number, so two commands racing cannot both append.
 */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => smsCampaigns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: jsonb('event').$type<StoredLifecycleEvent>().notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for the delivery engine. */
    actorName: text('actor_name'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'campaign_events_pkey', columns: [table.campaignId, table.seq] })],
)

/**
 * A lifecycle event as stored: a send also keeps the time it was asked for (`at`), an engine's
 * failure its reason in every language (`reasonWords`, since 0027; `reason` is the English).
 */
export type StoredLifecycleEvent = CampaignLifecycleEvent & {
  at?: string | null
  reasonWords?: StoredWords
}
