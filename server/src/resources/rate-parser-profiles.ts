import {
  type RateParserProfileResource,
  rateParserProfileListQuery,
  rateParserProfileRequest,
  rateParserProfileUpdateRequest,
} from '../../../src/contract/rate-sheet'
import { rateSheetPaths } from '../../../src/contract/routes'
import { rateParserProfiles } from '../db/schema'
import { defineResource } from './define'

/** A stored profile in the contract's words (a store body, and the resource's fields). */
const requestOf = (row: typeof rateParserProfiles.$inferSelect) => ({
  vendor_name: row.vendorName,
  columns: row.columns as Record<string, number>,
  sheet_name: row.sheetName,
  sheet_index: row.sheetIndex,
  header_row: row.headerRow,
  date_format: row.dateFormat,
  time_zone: row.timeZone,
  mode: row.mode,
  default_currency: row.defaultCurrency,
})

/**
 * Rate parser profiles: per vendor, how its sheets are read (columns, sheet, header row, date
 * format and zone, A–Z or partial, default currency). Owners and admins write; the team reads.
 */
export const rateParserProfilesResource = defineResource({
  path: rateSheetPaths.profiles,
  subjectType: 'rate_parser_profile',
  thing: 'rateParserProfile',
  table: rateParserProfiles,
  schemas: {
    create: rateParserProfileRequest,
    update: rateParserProfileUpdateRequest,
    query: rateParserProfileListQuery,
  },
  sortColumns: {
    vendor_name: rateParserProfiles.vendorName,
    created_at: rateParserProfiles.createdAt,
  },
  filters: {},
  searchColumns: [rateParserProfiles.vendorName],
  rules: { create: ['owner', 'admin'], update: ['owner', 'admin'], delete: ['owner', 'admin'] },
  unique: {
    rate_parser_profiles_team_vendor_idx: {
      field: 'vendor_name',
      message: 'rateParser.vendorTaken',
    },
  },
  toValues: (input) => ({
    vendorName: input.vendor_name,
    columns: input.columns,
    sheetName: input.sheet_name || null,
    sheetIndex: input.sheet_index,
    headerRow: input.header_row,
    dateFormat: input.date_format,
    timeZone: input.time_zone,
    mode: input.mode,
    defaultCurrency: input.default_currency,
  }),
  toRequest: (row) => requestOf(row),
  present: (row): RateParserProfileResource => ({
    id: row.id,
    ...requestOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  label: (row) => row.vendorName,
})
