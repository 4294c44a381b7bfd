import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { momentColumn } from './columns'
import { contacts } from './contacts'
import { feeds } from './feeds'
import { teams } from './schema'

/**
 * Which feed brought which contact: a campaign that targets a feed reaches the contacts the feed
 * received (the contact row itself only says its source was "a feed"). Written with each
 * accepted batch; a contact received again keeps its first time.
 */
export const feedContacts = pgTable(
  'feed_contacts',
  {
    feedId: text('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    receivedAt: momentColumn('received_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'feed_contacts_pkey', columns: [table.feedId, table.contactId] }),
    index('feed_contacts_contact_idx').on(table.contactId),
  ],
)
