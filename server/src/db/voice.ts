import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  CampaignLifecycleValue,
  CampaignSchedule,
  CampaignTargets,
  DeliveryStateName,
} from '../../../src/contract/sms-campaign'
import {
  type CallOutcome,
  type CallStatus,
  type CallWindow,
  type RetryPolicy,
  type VoiceCampaignStats,
  zeroVoiceStats,
} from '../../../src/contract/voice-campaign'
import type { StoredWords } from '../http/stored-words'
import { automations } from './automations'
import type { StoredLifecycleEvent } from './campaigns'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams, users } from './schema'
import { timeOrderedId } from './time-ordered-id'

/** Voice agents, minimal: the agents area adds prompts, tools and the rest later. */
export const voiceAgents = pgTable(
  'voice_agents',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    voice: text('voice').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('voice_agents_team_name_idx').on(table.teamId, table.name)],
)

/**
 * Voice campaigns. As for SMS campaigns, the lifecycle's truth is `voice_campaign_events`;
 * `status`, `lifecycle`, `missing`, `failure` and `runs` are its fold, written with each event.
 * `next_run_at` is when a scheduled campaign's next run starts (the dialer starts it);
 * `expanded_run` is the run whose audience was last queued as calls.
 */
export const voiceCampaigns = pgTable(
  'voice_campaigns',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    agentId: text('agent_id').references(() => voiceAgents.id, { onDelete: 'set null' }),
    callerNumbers: jsonb('caller_numbers').$type<string[]>().notNull().default([]),
    targets: jsonb('targets').$type<CampaignTargets>().notNull(),
    callWindow: jsonb('call_window').$type<CallWindow>().notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    maxConcurrentCalls: integer('max_concurrent_calls').notNull().default(1),
    retry: jsonb('retry').$type<RetryPolicy>().notNull(),
    schedule: jsonb('schedule').$type<CampaignSchedule>().notNull(),
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
    runs: integer('runs').notNull().default(0),
    nextRunAt: momentColumn('next_run_at'),
    expandedRun: integer('expanded_run').notNull().default(0),
    stats: jsonb('stats').$type<VoiceCampaignStats>().notNull().default(zeroVoiceStats),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('voice_campaigns_team_created_idx').on(table.teamId, table.createdAt, table.id),
    index('voice_campaigns_team_status_idx').on(table.teamId, table.status, table.createdAt),
    // The dialer's look-up: campaigns scheduled or sending, across teams.
    index('voice_campaigns_status_idx').on(table.status, table.nextRunAt),
  ],
)

/** A voice campaign's lifecycle events, numbered from 1 (as campaign_events for SMS). */
export const voiceCampaignEvents = pgTable(
  'voice_campaign_events',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => voiceCampaigns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: jsonb('event').$type<StoredLifecycleEvent>().notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'voice_campaign_events_pkey', columns: [table.campaignId, table.seq] }),
  ],
)

/**
 * Calls: one row per attempt. `(campaign_id, run, contact_id, attempt)` is unique, so queueing
 * an audience twice calls nobody twice. A dialer claims queued calls (FOR UPDATE SKIP LOCKED)
 * and holds them with `lease_until` until the telephony adapter tells how they ended.
 */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => timeOrderedId()),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').references(() => voiceCampaigns.id, { onDelete: 'cascade' }),
    run: integer('run').notNull().default(0),
    contactId: text('contact_id'),
    direction: text('direction').$type<'outbound' | 'inbound'>().notNull().default('outbound'),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    agentId: text('agent_id'),
    /** The automation whose start-call node placed it (no campaign then). */
    automationId: text('automation_id').references(() => automations.id, {
      onDelete: 'set null',
    }),
    /** The journey step that placed it: a step run again places no second call. */
    automationStepId: text('automation_step_id').unique(),
    status: text('status').$type<CallStatus>().notNull().default('queued'),
    outcome: text('outcome').$type<CallOutcome>(),
    attempt: integer('attempt').notNull().default(1),
    providerCallId: text('provider_call_id'),
    notBefore: momentColumn('not_before').notNull().defaultNow(),
    leaseUntil: momentColumn('lease_until'),
    startedAt: momentColumn('started_at'),
    answeredAt: momentColumn('answered_at'),
    endedAt: momentColumn('ended_at'),
    durationSeconds: integer('duration_seconds'),
    cost: text('cost').notNull().default('0.00'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('voice_calls_attempt_idx').on(
      table.campaignId,
      table.run,
      table.contactId,
      table.attempt,
    ),
    index('voice_calls_provider_idx').on(table.providerCallId),
    index('voice_calls_campaign_status_idx').on(table.campaignId, table.status),
    index('voice_calls_campaign_created_idx').on(table.campaignId, table.createdAt),
    index('voice_calls_due_idx')
      .on(table.campaignId, table.notBefore)
      .where(sql`${table.status} = 'queued'`),
  ],
)
