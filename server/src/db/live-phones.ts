import { bigserial, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { LiveTestStep, LiveTestVerdict } from '../../../src/contract/live-phone'
import { newPhoneToken } from '../domain/live-phones/token'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { teams } from './schema'
import { smsRoutes } from './sms-routing'

/**
 * Live phones (issue 18 item 8): a team's real handsets registered as test numbers. `token` is
 * the secret its app posts with (compared in constant time); `last_seen_at` is its last report.
 */
export const livePhones = pgTable(
  'live_phones',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country'),
    active: boolean('active').notNull().default(true),
    token: text('token').notNull().$defaultFn(newPhoneToken),
    lastSeenAt: momentColumn('last_seen_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('live_phones_team_number_idx').on(table.teamId, table.phoneNumber)],
)

/**
 * A test message to a live phone through a route. The route's and vendor's names are kept, so
 * a deleted route's tests still say whom they tested. `connection_id` and `message_id` find the
 * test of a receipt; `code` finds the test of a handset's report.
 */
export const liveTests = pgTable(
  'live_tests',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phoneId: text('phone_id')
      .notNull()
      .references(() => livePhones.id, { onDelete: 'cascade' }),
    routeId: text('route_id').references(() => smsRoutes.id, { onDelete: 'set null' }),
    routeName: text('route_name').notNull(),
    vendorName: text('vendor_name').notNull(),
    connectionId: text('connection_id').notNull(),
    code: text('code').notNull(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    messageId: text('message_id'),
    receiptStatus: text('receipt_status').$type<'delivered' | 'failed'>(),
    receivedFrom: text('received_from'),
    receivedText: text('received_text'),
    receivedAt: momentColumn('received_at'),
    verdict: text('verdict').$type<LiveTestVerdict>().notNull().default('pending'),
    deadlineAt: momentColumn('deadline_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('live_tests_team_created_idx').on(table.teamId, table.createdAt),
    index('live_tests_receipt_idx').on(table.connectionId, table.messageId),
    uniqueIndex('live_tests_phone_code_idx').on(table.phoneId, table.code),
  ],
)

/** What a handset's app reported, matched to a test by its code when it carries one. */
export const liveReceivedSms = pgTable(
  'live_received_sms',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phoneId: text('phone_id')
      .notNull()
      .references(() => livePhones.id, { onDelete: 'cascade' }),
    testId: text('test_id').references(() => liveTests.id, { onDelete: 'set null' }),
    from: text('from').notNull(),
    text: text('text').notNull(),
    receivedAt: momentColumn('received_at').notNull(),
    reportedAt: momentColumn('reported_at').notNull(),
  },
  (table) => [index('live_received_sms_phone_idx').on(table.phoneId, table.reportedAt)],
)

/** A phone's status log: each step of each test, in the order written (`position`). */
export const liveStatusLogs = pgTable(
  'live_status_logs',
  {
    id: idColumn(),
    position: bigserial('position', { mode: 'number' }).notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    phoneId: text('phone_id')
      .notNull()
      .references(() => livePhones.id, { onDelete: 'cascade' }),
    testId: text('test_id').references(() => liveTests.id, { onDelete: 'cascade' }),
    step: text('step').$type<LiveTestStep>().notNull(),
    detail: text('detail'),
    at: momentColumn('at').notNull(),
  },
  (table) => [index('live_status_logs_phone_idx').on(table.phoneId, table.position)],
)
