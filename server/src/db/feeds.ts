import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { ContactStatus } from '../../../src/contract/contact'
import type { FeedRejection, feedLogOutcomes, feedStatuses } from '../../../src/contract/feed'
import { newFeedKey } from '../domain/feeds/keys'
import type { StoredText, StoredWords } from '../http/stored-words'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams } from './schema'

/** A refused contact as the log keeps it: its reasons in every language (English alone before 0026). */
export type StoredFeedRejection = Omit<FeedRejection, 'reasons'> & { reasons: StoredText[] }

/**
 * Inbound contact feeds. The key is kept as it is (not hashed): it only lets its holder post
 * contacts into this feed, and the feed page shows it to editors whenever they need it again.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').$type<(typeof feedStatuses)[number]>().notNull().default('active'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    defaultCountry: text('default_country'),
    contactStatus: text('contact_status').$type<ContactStatus>().notNull().default('active'),
    key: text('key')
      .notNull()
      .$defaultFn(() => newFeedKey()),
    lastReceivedAt: momentColumn('last_received_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('feeds_team_name_idx').on(table.teamId, table.name)],
)

/** One row per batch a feed received, refused ones included. */
export const feedLogs = pgTable(
  'feed_logs',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    feedId: text('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<(typeof feedLogOutcomes)[number]>().notNull(),
    rows: integer('rows').notNull(),
    accepted: integer('accepted').notNull(),
    rejected: integer('rejected').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    /** In English; `messageWords` in every language (rows written since 0026). */
    message: text('message'),
    messageWords: jsonb('message_words').$type<StoredWords>(),
    reasons: jsonb('reasons').$type<StoredFeedRejection[]>().notNull().default([]),
    receivedAt: momentColumn('received_at').notNull().defaultNow(),
  },
  (table) => [
    index('feed_logs_team_received_idx').on(table.teamId, table.receivedAt, table.id),
    index('feed_logs_feed_received_idx').on(table.feedId, table.receivedAt, table.id),
  ],
)
