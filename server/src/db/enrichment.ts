import { sql } from 'drizzle-orm'
import { boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAtColumn, idColumn, momentColumn } from './columns'
import { networks } from './networks'
import { teams, users } from './schema'
import { segments } from './segments'
import { timeOrderedId } from './time-ordered-id'

/** A lookup's price, read back as decimal text (numeric keeps every decimal a rate may have). */
const cost = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'string' })

/**
 * The team's latest MNP answer per number (issue 17 item 9). `country` decides how long the
 * answer stays fresh (enrichment.lifetimeDays); `network_id` is the team's network with the
 * answer's MCC and MNC, null when the team has none.
 */
export const mnpAnswers = pgTable(
  'mnp_answers',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    e164: text('e164').notNull(),
    country: text('country'),
    ported: boolean('ported').notNull(),
    mcc: text('mcc').notNull(),
    mnc: text('mnc').notNull(),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'set null' }),
    reachable: boolean('reachable').notNull(),
    lookedUpAt: momentColumn('looked_up_at').notNull(),
    source: text('source').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.e164] }),
    index('mnp_answers_team_looked_up_idx').on(table.teamId, table.lookedUpAt),
  ],
)

export type MnpRequestStatus = 'queued' | 'running' | 'done' | 'failed'
export type MnpRequestKind = 'segment' | 'list'

/**
 * A lookup run (`enrichment/mnp/start`): the numbers of a segment or a pasted list, looked up in
 * the background by the worker loop (domain/enrichment/run-task.ts), leased so a run whose
 * process died is taken over where it stood.
 */
export const mnpRequests = pgTable(
  'mnp_requests',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MnpRequestKind>().notNull(),
    segmentId: text('segment_id').references(() => segments.id, { onDelete: 'set null' }),
    status: text('status').$type<MnpRequestStatus>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** Answered from a fresh cached answer: not looked up, not charged. */
    cached: integer('cached').notNull().default(0),
    lookedUp: integer('looked_up').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    ported: integer('ported').notNull().default(0),
    cost: cost('cost').notNull().default('0'),
    error: text('error'),
    claimedUntil: momentColumn('claimed_until'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    startedAt: momentColumn('started_at'),
    finishedAt: momentColumn('finished_at'),
  },
  (table) => [
    index('mnp_requests_team_created_idx').on(table.teamId, table.createdAt),
    index('mnp_requests_status_idx').on(table.status),
  ],
)

/** The numbers of a run, each once, and whether the run has dealt with it yet. */
export const mnpRequestNumbers = pgTable(
  'mnp_request_numbers',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => mnpRequests.id, { onDelete: 'cascade' }),
    e164: text('e164').notNull(),
    country: text('country'),
    done: boolean('done').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.e164] }),
    index('mnp_request_numbers_pending_idx')
      .on(table.requestId, table.e164)
      .where(sql`not ${table.done}`),
  ],
)

export type HlrLogStatus = 'ok' | 'failed'

/** Every lookup asked of the provider (`enrichment/hlr/logs`), with what it answered and cost. */
export const hlrLogs = pgTable(
  'hlr_logs',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => timeOrderedId()),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    requestId: text('request_id').references(() => mnpRequests.id, { onDelete: 'set null' }),
    e164: text('e164').notNull(),
    country: text('country'),
    status: text('status').$type<HlrLogStatus>().notNull(),
    ported: boolean('ported'),
    mcc: text('mcc'),
    mnc: text('mnc'),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'set null' }),
    reachable: boolean('reachable'),
    error: text('error'),
    /** Null when the lookup failed: nothing is charged for it. */
    cost: cost('cost'),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    lookedUpAt: momentColumn('looked_up_at').notNull(),
  },
  (table) => [
    index('hlr_logs_team_looked_up_idx').on(table.teamId, table.lookedUpAt),
    index('hlr_logs_request_idx').on(table.requestId),
  ],
)
