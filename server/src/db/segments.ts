import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { CountStatus } from '../../../src/contract/segment'
import type { RuleGroup } from '../../../src/contract/segment-rules'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams } from './schema'

/**
 * Saved segments and their background count. Every save gives the count a new `countRun`; a
 * worker counting under an older run sees its updates match nothing and stops, so a reset or an
 * edit never races a count in flight. `countClaimedUntil` is the lease of the worker counting
 * (FOR UPDATE SKIP LOCKED claims; a lease that ran out is taken over).
 */
export const segments = pgTable(
  'segments',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    rules: jsonb('rules').$type<RuleGroup>().notNull(),
    contactCount: integer('contact_count'),
    countedAt: momentColumn('counted_at'),
    countStatus: text('count_status').$type<CountStatus>().notNull().default('queued'),
    countRun: text('count_run').notNull(),
    countProcessed: integer('count_processed').notNull().default(0),
    countTotal: integer('count_total').notNull().default(0),
    countMatched: integer('count_matched').notNull().default(0),
    /** The last contact id counted: a count taken over goes on from there. */
    countCursor: text('count_cursor'),
    countStartedAt: momentColumn('count_started_at'),
    countFinishedAt: momentColumn('count_finished_at'),
    countError: text('count_error'),
    countClaimedUntil: momentColumn('count_claimed_until'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('segments_team_name_idx').on(table.teamId, table.name),
    index('segments_count_status_idx').on(table.countStatus, table.countClaimedUntil),
  ],
)
