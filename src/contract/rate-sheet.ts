import { z } from 'zod'
import { clientMarginRisk } from './client-rate'
import { rateSheetLimits as limits } from './constants'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { currencyCode } from './money-text'
import { type RateSheetRowKind, rateSheetRowKinds } from './rate-kinds'

/**
 * Rate-sheet inboxes and the rate parser (DOMAIN.md "Rate inbox"): a vendor's sheet (CSV or
 * XLSX) is received for a route, parsed with the vendor's profile into a change set, reviewed,
 * and applied to the route's vendor rates in one transaction.
 */
export const rateSheetKinds = ['csv', 'xlsx'] as const
export type RateSheetKind = (typeof rateSheetKinds)[number]
export const rateSheetSources = ['upload', 'mail'] as const
export type RateSheetSource = (typeof rateSheetSources)[number]
export const rateSheetStatuses = ['received', 'parsing', 'parsed', 'applied', 'failed'] as const
export type RateSheetStatus = (typeof rateSheetStatuses)[number]
export { type RateSheetRowKind, rateSheetRowKinds } from './rate-kinds'
/** `a_z`: the sheet is the whole deck, networks it leaves out close; `partial`: only its rows change. */
export const rateParserModes = ['a_z', 'partial'] as const
export type RateParserMode = (typeof rateParserModes)[number]

/** The fields a profile can find in a sheet's columns. */
export const rateParserFields = [
  'country',
  'operator',
  'mcc',
  'mnc',
  'mccmnc',
  'prefix',
  'rate',
  'currency',
  'effective_date',
  'change_flag',
] as const
export type RateParserField = (typeof rateParserFields)[number]
/** Each field's column, counted from 0; a field left out is not in the sheet. */
export type RateParserColumns = Partial<Record<RateParserField, number>>

/** How a sheet writes its effective dates; a time (`HH:mm` or `HH:mm:ss`) may follow. */
export const rateDateFormats = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
  'YYYY/MM/DD',
] as const
export type RateDateFormat = (typeof rateDateFormats)[number]

const knownTimeZones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])
const timeZone = z
  .string()
  .trim()
  .refine((zone) => knownTimeZones.has(zone), says('rateParser.timeZone'))

const column = z.coerce.number().int().min(0).max(limits.maxColumn)
const columns = z
  .object(Object.fromEntries(rateParserFields.map((field) => [field, column.optional()])))
  .strict()
  .refine((given) => given.rate !== undefined, {
    ...says('rateParser.rateColumn'),
    path: ['rate'],
  })
  .refine(
    (given) =>
      given.mccmnc !== undefined ||
      (given.mcc !== undefined && given.mnc !== undefined) ||
      given.prefix !== undefined ||
      given.country !== undefined,
    { ...says('rateParser.networkColumns'), path: ['mccmnc'] },
  ) as unknown as z.ZodType<RateParserColumns>

const profileFields = {
  vendor_name: requiredText(limits.vendorNameMaxLength),
  columns,
  sheet_name: z.string().trim().max(limits.sheetNameMaxLength).nullable(),
  sheet_index: z.coerce.number().int().min(0).max(limits.maxSheetIndex),
  header_row: z.coerce.number().int().min(1).max(limits.maxHeaderRow),
  date_format: z.enum(rateDateFormats),
  time_zone: timeZone,
  mode: z.enum(rateParserModes),
  default_currency: currencyCode,
}

export const rateParserProfileRequest = z.object({
  ...profileFields,
  sheet_name: profileFields.sheet_name.default(null),
  sheet_index: profileFields.sheet_index.default(0),
  header_row: profileFields.header_row.default(1),
  date_format: profileFields.date_format.default('YYYY-MM-DD'),
  time_zone: profileFields.time_zone.default('UTC'),
  mode: profileFields.mode.default('partial'),
})
export type RateParserProfileRequest = z.input<typeof rateParserProfileRequest>
export const rateParserProfileUpdateRequest = z.object(
  Object.fromEntries(
    Object.entries(profileFields).map(([name, schema]) => [name, schema.optional()]),
  ) as { [Name in keyof typeof profileFields]: z.ZodOptional<(typeof profileFields)[Name]> },
)

export const rateParserProfileResource = z.object({
  id: z.string(),
  vendor_name: z.string(),
  columns: z.record(z.string(), z.number()),
  sheet_name: z.string().nullable(),
  sheet_index: z.number().int(),
  header_row: z.number().int(),
  date_format: z.enum(rateDateFormats),
  time_zone: z.string(),
  mode: z.enum(rateParserModes),
  default_currency: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type RateParserProfileResource = z.infer<typeof rateParserProfileResource>
export const rateParserProfileListQuery = listQuery({
  sortable: ['vendor_name', 'created_at'],
  defaultSort: 'vendor_name',
  filters: {},
})
export const rateParserProfileList = listResponse(rateParserProfileResource)
export type RateParserProfileList = z.infer<typeof rateParserProfileList>

/** A change set's rows per kind, and every data row read. */
export type RateSheetSummary = Record<RateSheetRowKind, number> & { rows: number }
const summary = z.object({
  rows: z.number().int(),
  ...Object.fromEntries(rateSheetRowKinds.map((kind) => [kind, z.number().int()])),
}) as unknown as z.ZodType<RateSheetSummary>

export const rateSheetResource = z.object({
  id: z.string(),
  route_id: z.string(),
  profile_id: z.string().nullable(),
  filename: z.string(),
  kind: z.enum(rateSheetKinds),
  size_bytes: z.number().int(),
  source: z.enum(rateSheetSources),
  status: z.enum(rateSheetStatuses),
  progress: z.object({ processed: z.number().int(), total: z.number().int() }),
  /** Why the parse failed, in the reader's language. */
  error: z.string().nullable(),
  summary: summary.nullable(),
  created_at: timestamp,
  parsed_at: timestamp.nullable(),
  applied_at: timestamp.nullable(),
})
export type RateSheetResource = z.infer<typeof rateSheetResource>
export const rateSheetListQuery = listQuery({
  sortable: ['created_at', 'filename'],
  defaultSort: '-created_at',
  filters: {
    route_id: z.string().optional(),
    status: z.enum(rateSheetStatuses).optional(),
  },
})
export type RateSheetListQuery = z.infer<typeof rateSheetListQuery>
export const rateSheetList = listResponse(rateSheetResource)
export type RateSheetList = z.infer<typeof rateSheetList>

/** A row of a change set; error rows come first, each with its reason. */
export const rateSheetRowResource = z.object({
  position: z.number().int(),
  row_number: z.number().int().nullable(),
  network_id: z.string().nullable(),
  country: z.string().nullable(),
  label: z.string(),
  old_price: z.string().nullable(),
  new_price: z.string().nullable(),
  currency: z.string().nullable(),
  effective_from: timestamp.nullable(),
  kind: z.enum(rateSheetRowKinds),
  vendor_flag: z.string().nullable(),
  reason: z.string().nullable(),
  /**
   * Of the team's messages sent in the last `rateSheetLimits.trafficShareDays` days, the
   * fraction (0–1) to this row's network (a country row: to its country), and the fraction that
   * went there through a route of the sheet's vendor; null for a row naming neither.
   */
  traffic_share: z.object({ all: z.number(), vendor: z.number() }).nullable(),
  /** The clients a new or increased rate would put into a loss or under their minimum margin. */
  margin_risks: z.array(clientMarginRisk),
})
export type RateSheetRowResource = z.infer<typeof rateSheetRowResource>
export const rateSheetRowListQuery = listQuery({
  sortable: ['position'],
  defaultSort: 'position',
  filters: { kind: z.enum(rateSheetRowKinds).optional() },
})
export type RateSheetRowListQuery = z.infer<typeof rateSheetRowListQuery>
export const rateSheetRowList = listResponse(rateSheetRowResource)
export type RateSheetRowList = z.infer<typeof rateSheetRowList>

/** The first rows of a received sheet as text, for the column-mapping form. */
export const rateSheetPreviewQuery = z.object({
  sheet_name: z.string().max(limits.sheetNameMaxLength).optional(),
  sheet_index: z.coerce.number().int().min(0).max(limits.maxSheetIndex).optional(),
})
export const rateSheetPreview = z.object({
  sheets: z.array(z.string()),
  sheet: z.string(),
  rows: z.array(z.array(z.string())),
})
export type RateSheetPreview = z.infer<typeof rateSheetPreview>

/** `POST sms/rate-parser`: parse a received sheet with a profile (in the background). */
export const rateParseRequest = z.object({
  sheet_id: z.string().trim().min(1),
  profile_id: z.string().trim().min(1),
})
export type RateParseRequest = z.input<typeof rateParseRequest>

/** A rate inbox's mail-in address; `allowed_senders` empty: anyone may mail in. */
export const rateInboxMailResource = z.object({
  route_id: z.string(),
  /** Null while the server has no mail-in listener (MAIL_IN_PORT unset). */
  address: z.string().nullable(),
  allowed_senders: z.array(z.string()),
})
export type RateInboxMailResource = z.infer<typeof rateInboxMailResource>
/** Sender addresses (`vendor@example.com`) or domains (`example.com`). */
export const rateInboxMailUpdate = z.object({
  allowed_senders: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^([^@\s]+@)?[a-z0-9.-]+\.[a-z]{2,}$/),
    )
    .max(50),
})
export type RateInboxMailUpdate = z.input<typeof rateInboxMailUpdate>
