import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { NotificationType } from '../../../src/contract/notifications'
import type { StoredWords } from '../http/stored-words'
import { createdAtColumn, idColumn, momentColumn } from './columns'
import { teams, users } from './schema'

/**
 * A user's notifications. `team_id` null: about the account, seen in every team; otherwise seen
 * only while the user works in that team, and gone with the team or the membership's user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /** Title and body in every language (rows written since 0026); `title` and `body` hold the English. */
    words: jsonb('words').$type<{ title: StoredWords; body: StoredWords }>(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: momentColumn('read_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // The list: a user's newest first, the id breaking ties.
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    // Counts (the list's total, the badge, the types) read this index alone, not the rows.
    index('notifications_user_team_type_idx').on(
      table.userId,
      table.teamId,
      table.type,
      table.readAt,
    ),
    // The badge and read-all touch only unread rows, a small part of a long history.
    index('notifications_user_unread_idx')
      .on(table.userId, table.teamId)
      .where(sql`${table.readAt} is null`),
  ],
)

/**
 * How many notifications each user has per team ('' for those about the account), and how many
 * of them are unread: kept by triggers on notifications (migration
 * 0010_notification_count_triggers.sql), so the list's total and the unread badge read a row or
 * two instead of counting a long history.
 */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamKey: text('team_key').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    unread: bigint('unread', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.teamKey] })],
)
