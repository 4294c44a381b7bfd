import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
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

/** Octets as bytea (node-postgres reads a Buffer, PGlite a Uint8Array: both come back a Buffer). */
const octetsColumn = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * The parts of long messages from handsets that came before the rest, each stored before the
 * carrier is answered (domain/inbound-sms/parts.ts): a process that dies between two parts
 * loses none. The part that completes a set deletes its rows and writes the message, in one
 * transaction; a set still incomplete after a while is stored as what came.
 */
export const inboundMessageParts = pgTable(
  'inbound_message_parts',
  {
    /** The same for every part of one message (the carrier's handset, address and reference). */
    setKey: text('set_key').notNull(),
    partIndex: integer('part_index').notNull(),
    total: integer('total').notNull(),
    /** The id the whole message takes, as this part's carrier gave it (its redelivery window). */
    carrierMessageId: text('carrier_message_id').notNull(),
    /** The handset's number as the carrier wrote it, and how (`Numbering`). */
    fromNumber: text('from_number').notNull(),
    fromNumbering: text('from_numbering', {
      enum: ['international', 'national', 'unknown'],
    }).notNull(),
    toAddress: text('to_address').notNull(),
    /** GSM 03.38's data coding of the octets, read once the parts are joined. */
    dataCoding: integer('data_coding').notNull(),
    octets: octetsColumn('octets').notNull(),
    receivedAt: momentColumn('received_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.setKey, table.partIndex] }),
    index('inbound_message_parts_received_idx').on(table.receivedAt),
  ],
)
