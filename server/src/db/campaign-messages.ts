import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CampaignMessageStatus } from '../../../src/contract/campaign-message'
import type { StoredWords } from '../http/stored-words'
import { automations } from './automations'
import { smsCampaigns } from './campaigns'
import { momentColumn } from './columns'
import { teams } from './schema'
import { timeOrderedId } from './time-ordered-id'

/**
 * One message of a campaign run to one contact: what the delivery engine queued, submitted and
 * heard back about. `(campaign_id, run, contact_id)` is unique, so expanding an audience twice
 * (a restart mid-expansion) queues nobody twice; `submit_key` is what the carrier is given to
 * recognise a repeated submit after a restart. Time-ordered ids: a run's rows append.
 */
export const campaignMessages = pgTable(
  'campaign_messages',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => timeOrderedId()),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Null for a message an automation's send-SMS node queued (`automationId` names it). */
    campaignId: text('campaign_id').references(() => smsCampaigns.id, { onDelete: 'cascade' }),
    automationId: text('automation_id').references(() => automations.id, {
      onDelete: 'cascade',
    }),
    /** The run it belongs to, from 1 (a recurring campaign runs many times). */
    run: integer('run').notNull(),
    /** Null once the contact is deleted: the message and its cost stay. */
    contactId: text('contact_id'),
    phone: text('phone').notNull(),
    /** Country (ISO 3166 alpha-2) and network of the number, when known: routes and reports. */
    country: text('country'),
    network: text('network'),
    /** The network the number's longest prefix names (networks/lookup.ts) at expansion. */
    networkId: text('network_id'),
    senderId: text('sender_id').notNull(),
    textId: text('text_id'),
    body: text('body').notNull(),
    parts: integer('parts').notNull().default(1),
    routeId: text('route_id'),
    status: text('status').$type<CampaignMessageStatus>().notNull().default('queued'),
    submitKey: text('submit_key').notNull(),
    carrierMessageId: text('carrier_message_id'),
    /**
     * The vendor connection that took it (its route's at submit); null: the default carrier. Its
     * receipt is matched on this and the carrier id: two vendors can issue the same id.
     */
    connectionId: text('connection_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed, in English; `errorWords` in every language (our own words, since 0027). */
    error: text('error'),
    errorWords: jsonb('error_words').$type<StoredWords>(),
    /** Decimal text in the team's currency: what the route costs and what the client pays. */
    cost: text('cost'),
    price: text('price'),
    /** Not sent before this time (throttle, quiet hours). */
    notBefore: momentColumn('not_before').notNull().defaultNow(),
    /** Claimed by an engine worker until this time (a dead worker's claim runs out). */
    leaseUntil: momentColumn('lease_until'),
    queuedAt: momentColumn('queued_at').notNull().defaultNow(),
    submittedAt: momentColumn('submitted_at'),
    deliveredAt: momentColumn('delivered_at'),
    failedAt: momentColumn('failed_at'),
    /** The campaign stopped (or failed) before this message was submitted. */
    cancelledAt: momentColumn('cancelled_at'),
    /** Its tracked offer link's code (`https://<tracking domain>/l/<code>`), when it has one. */
    linkCode: text('link_code'),
    clickedAt: momentColumn('clicked_at'),
    repliedAt: momentColumn('replied_at'),
  },
  (table) => [
    uniqueIndex('campaign_messages_run_contact_idx').on(
      table.campaignId,
      table.run,
      table.contactId,
    ),
    uniqueIndex('campaign_messages_submit_key_idx').on(table.submitKey),
    uniqueIndex('campaign_messages_link_code_idx').on(table.linkCode),
    // A receipt finds its message by carrier id and the connection it came through ('' for the
    // default carrier, so one equality on both serves every receipt).
    index('campaign_messages_carrier_connection_idx').on(
      table.carrierMessageId,
      sql`coalesce(${table.connectionId}, '')`,
    ),
    // The engine's work queue: queued messages, oldest due first.
    index('campaign_messages_due_idx').on(table.notBefore).where(sql`${table.status} = 'queued'`),
    index('campaign_messages_campaign_status_idx').on(table.campaignId, table.status),
    // A reply finds its conversation: the latest message sent to its number.
    index('campaign_messages_phone_sent_idx').on(table.phone, table.submittedAt),
    // (team_id, queued_at) for the reports: migration 0021, an index with INCLUDE columns that
    // Drizzle's builder cannot declare.
  ],
)
