import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  RateDateFormat,
  RateParserColumns,
  RateParserMode,
  RateSheetKind,
  RateSheetRowKind,
  RateSheetSource,
  RateSheetStatus,
  RateSheetSummary,
} from '../../../src/contract/rate-sheet'
import { createdAtColumn, idColumn, momentColumn, updatedAtColumn } from './columns'
import { networks } from './networks'
import { teams, users } from './schema'
import { smsRoutes } from './sms-routing'

/** The file's bytes as bytea (node-postgres reads a Buffer, PGlite a Uint8Array). */
const fileColumn = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A vendor's parser profile (DOMAIN.md "Rate inbox"): which column holds what, which sheet of a
 * workbook, where the header is, how dates are written and in which time zone, and whether the
 * vendor's sheets replace the whole deck (`a_z`: networks missing from a sheet close) or update
 * part of it (`partial`).
 */
export const rateParserProfiles = pgTable(
  'rate_parser_profiles',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    vendorName: text('vendor_name').notNull(),
    columns: jsonb('columns').$type<RateParserColumns>().notNull(),
    /** A workbook's sheet by name; `sheetIndex` (from 0) when no name is given. */
    sheetName: text('sheet_name'),
    sheetIndex: integer('sheet_index').notNull().default(0),
    /** The header's row number, from 1; data starts below it. */
    headerRow: integer('header_row').notNull().default(1),
    dateFormat: text('date_format').$type<RateDateFormat>().notNull(),
    timeZone: text('time_zone').notNull(),
    mode: text('mode').$type<RateParserMode>().notNull(),
    defaultCurrency: text('default_currency').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('rate_parser_profiles_team_vendor_idx').on(table.teamId, table.vendorName),
  ],
)

/**
 * A received rate sheet: the raw file kept as it came (bytea, so every server process on one
 * database reads it, and it goes with the row), the route it prices, and its parse. `parsing` is
 * claimed by the background work with a lease (`claimedUntil`); a parse taken over after a crash
 * starts again from the file (the rows written so far are replaced), so it is restart-safe.
 */
export const rateSheets = pgTable(
  'rate_sheets',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    routeId: text('route_id')
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').references(() => rateParserProfiles.id, {
      onDelete: 'set null',
    }),
    filename: text('filename').notNull(),
    kind: text('kind').$type<RateSheetKind>().notNull(),
    content: fileColumn('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    source: text('source').$type<RateSheetSource>().notNull().default('upload'),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<RateSheetStatus>().notNull().default('received'),
    /** Data rows read so far and in all (known once the file is read). */
    processedRows: integer('processed_rows').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    /** Why the parse failed: a server message code and its values, said in the reader's language. */
    error: jsonb('error').$type<{ code: string; values: Record<string, string | number> }>(),
    summary: jsonb('summary').$type<RateSheetSummary>(),
    claimedUntil: momentColumn('claimed_until'),
    parsedAt: momentColumn('parsed_at'),
    appliedAt: momentColumn('applied_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('rate_sheets_team_created_idx').on(table.teamId, table.createdAt),
    index('rate_sheets_status_idx').on(table.status, table.claimedUntil),
  ],
)

/**
 * A parse's change set: one row per data row of the sheet (its row number in the file), plus
 * `closed` rows (row number 0 and up from the sheet's end) for networks an A–Z sheet leaves out.
 * `networkId` null with a country is the country default. Prices are numeric(18, 6) text.
 */
export const rateSheetRows = pgTable(
  'rate_sheet_rows',
  {
    sheetId: text('sheet_id')
      .notNull()
      .references(() => rateSheets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The row number in the file (1 is its first line); null for a `closed` row. */
    rowNumber: integer('row_number'),
    networkId: text('network_id').references(() => networks.id, { onDelete: 'set null' }),
    country: text('country'),
    /** What the sheet names the network by (MCC MNC, prefix or country), for people to read. */
    label: text('label').notNull().default(''),
    oldPrice: numeric('old_price', { precision: 18, scale: 6 }),
    newPrice: numeric('new_price', { precision: 18, scale: 6 }),
    currency: text('currency'),
    effectiveFrom: momentColumn('effective_from'),
    kind: text('kind').$type<RateSheetRowKind>().notNull(),
    /** The vendor's own change flag, as written. */
    vendorFlag: text('vendor_flag'),
    /** An error row's reason: a server message code and its values. */
    reason: jsonb('reason').$type<{ code: string; values: Record<string, string | number> }>(),
  },
  (table) => [
    primaryKey({ columns: [table.sheetId, table.position] }),
    index('rate_sheet_rows_kind_idx').on(table.sheetId, table.kind, table.position),
  ],
)

/**
 * A rate inbox's mail-in address (one per route): mail to `rates-<token>@<MAIL_IN_DOMAIN>`
 * with CSV/XLSX attachments becomes received sheets of the route (adapters/mail/mail-in.ts).
 * The token is random, so an address cannot be guessed from a route; `allowedSenders` (sender
 * addresses or domains) limit who may mail in, none meaning anyone.
 */
export const rateInboxMail = pgTable(
  'rate_inbox_mail',
  {
    routeId: text('route_id')
      .primaryKey()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    allowedSenders: text('allowed_senders').array().notNull().default([]),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('rate_inbox_mail_token_idx').on(table.token)],
)
