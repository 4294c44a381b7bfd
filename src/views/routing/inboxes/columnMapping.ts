import {
  type RateParserColumns,
  type RateParserField,
  type RateParserProfileRequest,
  type RateParserProfileResource,
  rateDateFormats,
  rateParserFields,
  rateParserModes,
} from '../../../contract/rate-sheet'
import type { Rejection } from '../../../contract/result'
import type { FormValues } from '../../../machines/form'

const alphabet = 26

/** A column's letter as a spreadsheet writes it: 0 is A, 25 Z, 26 AA. */
export function columnLetter(index: number): string {
  const rest = Math.floor(index / alphabet)
  const letter = String.fromCharCode(65 + (index % alphabet))
  return rest === 0 ? letter : `${columnLetter(rest - 1)}${letter}`
}

/** A typed letter (A, b, AA) as a column's index; anything else, null. */
export function columnOfLetter(text: string): number | null {
  if (!/^[A-Za-z]{1,2}$/.test(text)) return null
  return [...text.toUpperCase()].reduce(
    (index, letter) => (index + 1) * alphabet + letter.charCodeAt(0) - 65,
    -1,
  )
}

/** The form's input for a field's column. */
export const columnInput = (field: RateParserField) => `columns.${field}`

const normalised = (text: string) => text.trim().toLocaleLowerCase()

/**
 * Each field's column as typed: a header of the header row (as the sheet writes it, any case)
 * or a column letter; the header wins when both could be meant. Unknown ones are named back.
 */
export function resolveColumns(
  values: FormValues,
  header: readonly string[],
): { columns: RateParserColumns; unknown: Partial<Record<RateParserField, string>> } {
  const columns: RateParserColumns = {}
  const unknown: Partial<Record<RateParserField, string>> = {}
  for (const field of rateParserFields) {
    const typed = (values[columnInput(field)] ?? '').trim()
    if (typed === '') continue
    const byHeader = header.findIndex((name) => normalised(name) === normalised(typed))
    const index = byHeader >= 0 ? byHeader : columnOfLetter(typed)
    if (index === null) unknown[field] = typed
    else columns[field] = index
  }
  return { columns, unknown }
}

/** The mapping form's values as the body of a profile's POST or PUT. */
export function profileRequestOf(
  values: FormValues,
  columns: RateParserColumns,
): RateParserProfileRequest {
  const dateFormat = rateDateFormats.find((format) => format === values.date_format)
  const mode = rateParserModes.find((choice) => choice === values.mode)
  return {
    vendor_name: values.vendor_name ?? '',
    columns,
    sheet_name: values.sheet_name?.trim() ? values.sheet_name : null,
    header_row: Number(values.header_row || 1),
    date_format: dateFormat ?? 'YYYY-MM-DD',
    time_zone: values.time_zone ?? '',
    mode: mode ?? 'partial',
    default_currency: values.default_currency ?? '',
  }
}

/** A rejection of the typed columns no header or letter matched, said at their inputs. */
export function unknownColumnsRejection(
  unknown: Partial<Record<RateParserField, string>>,
  say: (typed: string) => string,
  summary: string,
): Rejection | null {
  const entries = Object.entries(unknown)
  if (entries.length === 0) return null
  return {
    ok: false,
    status: 422,
    validation: {
      message: summary,
      errors: Object.fromEntries(
        entries.map(([field, typed]) => [columnInput(field as RateParserField), [say(typed)]]),
      ),
    },
  }
}

/** A saved profile's columns as letters, the form's starting values. */
export function lettersOf(
  profile: RateParserProfileResource | null,
): Partial<Record<RateParserField, string>> {
  const letters: Partial<Record<RateParserField, string>> = {}
  for (const field of rateParserFields) {
    const index = profile?.columns[field]
    if (index !== undefined) letters[field] = columnLetter(index)
  }
  return letters
}
