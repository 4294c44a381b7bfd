import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  AutomationScope,
  AutomationStatus,
  JourneyState,
  StepOutcome,
  WebhookDeliveryStatus,
} from '../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { StoredWords } from '../http/stored-words'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { contacts } from './contacts'
import { teams, users } from './schema'
import { timeOrderedId } from './time-ordered-id'

/**
 * Automations (DOMAIN.md "Automation"): the draft graph is edited in place; each publish copies
 * it into `automation_versions`, and `version`, `published_at` and the publisher's name here
 * repeat the latest one so lists read them without a join.
 */
export const automations = pgTable(
  'automations',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<AutomationStatus>().notNull().default('inactive'),
    scope: text('scope').$type<AutomationScope>().notNull().default('campaigns'),
    graph: jsonb('graph').$type<AutomationGraph>().notNull(),
    allowReentry: boolean('allow_reentry').notNull().default(false),
    version: integer('version'),
    publishedAt: momentColumn('published_at'),
    publishedById: text('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('automations_team_scope_updated_idx').on(table.teamId, table.scope, table.updatedAt),
  ],
)

/** Every published graph, kept forever: journeys name the version they run. */
export const automationVersions = pgTable(
  'automation_versions',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    graph: jsonb('graph').$type<AutomationGraph>().notNull(),
    publishedAt: momentColumn('published_at').notNull().defaultNow(),
    publishedById: text('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the version still names its publisher after they leave. */
    publishedByName: text('published_by_name').notNull(),
  },
  (table) => [
    uniqueIndex('automation_versions_automation_version_idx').on(table.automationId, table.version),
  ],
)

/**
 * A contact's journey through one version of an automation: the node it is at, since when, and
 * when a wait wakes it. The engine claims due rows (`state = 'waiting' and wake_at <= now`).
 */
export const automationJourneys = pgTable(
  'automation_journeys',
  {
    id: idColumn().$defaultFn(timeOrderedId),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    nodeId: text('node_id').notNull(),
    state: text('state').$type<JourneyState>().notNull(),
    enteredAt: momentColumn('entered_at').notNull().defaultNow(),
    /** When the node was reached. */
    nodeEnteredAt: momentColumn('node_entered_at').notNull().defaultNow(),
    wakeAt: momentColumn('wake_at'),
    finishedAt: momentColumn('finished_at'),
  },
  (table) => [
    index('automation_journeys_automation_state_idx').on(table.automationId, table.state),
    index('automation_journeys_contact_idx').on(table.contactId, table.automationId),
    // The engine's work queue: journeys inside, due first (a running one is due at once).
    index('automation_journeys_due_idx')
      .on(table.wakeAt)
      .where(sql`${table.state} in ('running', 'waiting')`),
    // A contact is inside an automation once at a time, re-entry or not.
    uniqueIndex('automation_journeys_inside_idx')
      .on(table.automationId, table.contactId)
      .where(sql`${table.state} in ('running', 'waiting')`),
  ],
)

/**
 * Each node a journey reached, and the edge it left by: the per-node and per-edge counts of
 * POST automations/nodes/stats are counts of these rows.
 */
export const automationJourneySteps = pgTable(
  'automation_journey_steps',
  {
    id: idColumn().$defaultFn(timeOrderedId),
    journeyId: text('journey_id')
      .notNull()
      .references(() => automationJourneys.id, { onDelete: 'cascade' }),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    nodeId: text('node_id').notNull(),
    outcome: text('outcome').$type<StepOutcome>().notNull(),
    /** The branch left by (`next`, `yes`, an arm, `ported`…); null while waiting or after a failure. */
    branch: text('branch'),
    /** The edge taken onward; null while waiting, after a failure, or by a branch with no edge. */
    edgeId: text('edge_id'),
    enteredAt: momentColumn('entered_at').notNull().defaultNow(),
    leftAt: momentColumn('left_at'),
    /** Tries so far at a node that retries (a webhook). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the step failed, in English; `errorWords` in every language. */
    error: text('error'),
    errorWords: jsonb('error_words').$type<StoredWords>(),
  },
  (table) => [
    index('automation_journey_steps_open_idx')
      .on(table.journeyId)
      .where(sql`${table.leftAt} is null`),
    index('automation_journey_steps_automation_idx').on(
      table.automationId,
      table.version,
      table.enteredAt,
    ),
  ],
)

/**
 * A webhook node's POST, recorded by the engine's batch when a journey reaches the node and
 * delivered after that batch commits (domain/automations/webhooks.ts): the request, the key the
 * receiver sees on every try (`Idempotency-Key`), the tries so far and when the next is due.
 * The journey waits at the node (no wake time) until the delivery is done either way.
 */
export const automationWebhookDeliveries = pgTable(
  'automation_webhook_deliveries',
  {
    id: idColumn().$defaultFn(timeOrderedId),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    journeyId: text('journey_id')
      .notNull()
      .references(() => automationJourneys.id, { onDelete: 'cascade' }),
    /** The journey's step at the node: one delivery per entry into it. */
    stepId: text('step_id')
      .notNull()
      .references(() => automationJourneySteps.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    body: jsonb('body').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try is due; while a try is in flight, when its lease runs out. */
    nextAttemptAt: momentColumn('next_attempt_at').notNull(),
    /** The last try's HTTP status, or why it could not be reached. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('automation_webhook_deliveries_step_idx').on(table.stepId),
    uniqueIndex('automation_webhook_deliveries_key_idx').on(table.idempotencyKey),
    // The deliverer's work queue.
    index('automation_webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)

/** Each try of a webhook node's POST: what the receiver answered, or why it could not be reached. */
export const automationWebhookAttempts = pgTable(
  'automation_webhook_attempts',
  {
    id: idColumn().$defaultFn(timeOrderedId),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    stepId: text('step_id')
      .notNull()
      .references(() => automationJourneySteps.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    /** The receiver's HTTP status; null when it could not be reached. */
    status: integer('status'),
    error: text('error'),
    /** How long the try took, answer or not. */
    durationMs: integer('duration_ms'),
    attemptedAt: momentColumn('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    index('automation_webhook_attempts_step_idx').on(table.stepId),
    // A webhook node's delivery log reads one automation's tries, newest first.
    index('automation_webhook_attempts_log_idx').on(
      table.automationId,
      table.attemptedAt.desc(),
      table.id.desc(),
    ),
  ],
)
