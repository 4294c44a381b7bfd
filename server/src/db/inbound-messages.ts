import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { momentColumn } from './columns'
import { contacts } from './contacts'
import { teams } from './schema'
import { timeOrderedId } from './time-ordered-id'

/**
 * Messages from handsets (replies), as the carrier handed them over. The team is the one whose
 * message to that number, from the number or sender id the reply went to, was the latest sent
 * (`conversation_message_id`); the contact is the team's contact with that phone. A message
 * that matches no team is kept with neither, so nothing the carrier delivered is lost.
 * `carrier_message_id` is unique: a message heard twice is stored once.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => timeOrderedId()),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /**
     * The team's message this one answers (campaign_messages.id). No foreign key: deleting a
     * campaign's million messages must not look each one up here; the id may outlive its row.
     */
    conversationMessageId: text('conversation_message_id'),
    carrierMessageId: text('carrier_message_id').notNull(),
    /** The handset's number (E.164). */
    fromNumber: text('from_number').notNull(),
    /** Our number or sender id, as the carrier gave it. */
    toAddress: text('to_address').notNull(),
    text: text('text').notNull(),
    /** It began with an opt-out keyword (STOP…) and made its contact unsubscribed. */
    optedOut: boolean('opted_out').notNull().default(false),
    receivedAt: momentColumn('received_at').notNull(),
  },
  (table) => [
    uniqueIndex('inbound_messages_carrier_id_idx').on(table.carrierMessageId),
    index('inbound_messages_contact_idx').on(table.contactId, table.receivedAt),
    index('inbound_messages_team_idx').on(table.teamId, table.receivedAt),
  ],
)
