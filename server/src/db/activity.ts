import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { ActivityAction, ActivitySubjectType } from '../../../src/contract/activity'
import type { StoredWords } from '../http/stored-words'
import { createdAtColumn, idColumn } from './columns'
import { teams, users } from './schema'
import { apiTokens } from './team-access'

/**
 * The team's activity log: one row per mutation, appended in the mutation's transaction. Names
 * are copied in, so an entry still reads after its actor, token or subject is gone.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: idColumn(),
    /** Insertion order: breaks ties of entries written in one instant (one change's entries). */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    apiTokenId: text('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    apiTokenName: text('api_token_name'),
    action: text('action').$type<ActivityAction>().notNull(),
    subjectType: text('subject_type').$type<ActivitySubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    /** A label the server words ("3 contacts"), in every language; null for a record's own name. */
    subjectLabelWords: jsonb('subject_label_words').$type<StoredWords>(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // Every list reads one team newest first (or within dates), in insertion order.
    index('activity_log_team_created_idx').on(table.teamId, table.createdAt, table.sequence),
    // Each filter narrows within the team and keeps the order, so no filter sorts a large set.
    index('activity_log_team_actor_idx').on(table.teamId, table.actorId, table.createdAt),
    index('activity_log_team_action_idx').on(table.teamId, table.action, table.createdAt),
    index('activity_log_team_subject_type_idx').on(
      table.teamId,
      table.subjectType,
      table.createdAt,
    ),
    index('activity_log_team_subject_idx').on(table.teamId, table.subjectId),
  ],
)

/**
 * The number of log entries per team, kept by triggers on activity_log (migration
 * 0006_activity_log_count_triggers): the unfiltered list reads its total here instead of
 * counting a long history on every page.
 */
export const activityLogCounts = pgTable('activity_log_counts', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
})
