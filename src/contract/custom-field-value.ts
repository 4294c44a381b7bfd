import { z } from 'zod'
import { isCalendarDay } from './calendar-day'
import { audienceLimits } from './constants'
import type { CustomFieldType } from './custom-field'

/**
 * A contact's custom field values, checked by the field's type wherever they are written (the
 * contact calls, upserts, imports, feeds, segment rules). The JSON calls send typed values; an
 * import reads text; both arrive here. Stored values are normalised: numbers as JSON numbers,
 * dates as `YYYY-MM-DD`, booleans as true/false, select values spelt as the option is.
 */

/** What a custom field needs to check a value: its type, and the options of a select. */
export interface CustomFieldShape {
  key: string
  label: string
  type: CustomFieldType
  options: readonly string[]
}

export type CustomFieldValue = string | number | boolean

/** A value as a request may carry it; null clears the field. */
export const customFieldInput = z.union([z.string(), z.number(), z.boolean(), z.null()])

/** The values of a contact by field key (keys are custom field keys). */
export const customFieldValues = z.record(
  z
    .string()
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/, 'The :attribute field names no custom field.'),
  customFieldInput,
)

export type CustomValueResult =
  | { ok: true; value: CustomFieldValue | null }
  | { ok: false; message: string }

const trueWords = ['true', 'yes', 'y', '1', 'on']
const falseWords = ['false', 'no', 'n', '0', 'off']
const isoMoment = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/
const numberText = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

export { isCalendarDay } from './calendar-day'

const fail = (message: string): CustomValueResult => ({ ok: false, message })
const ok = (value: CustomFieldValue | null): CustomValueResult => ({ ok: true, value })

function readNumber(field: CustomFieldShape, raw: CustomFieldValue): CustomValueResult {
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && numberText.test(raw)
        ? Number(raw)
        : Number.NaN
  if (typeof raw === 'boolean' || !Number.isFinite(value))
    return fail(`The ${field.label} field must be a number.`)
  return ok(value)
}

function readDate(field: CustomFieldShape, raw: CustomFieldValue): CustomValueResult {
  if (typeof raw === 'string') {
    const day = isoMoment.exec(raw)?.[1] ?? raw
    if (isCalendarDay(day)) return ok(day)
  }
  return fail(`The ${field.label} field must be a date (YYYY-MM-DD).`)
}

function readBoolean(field: CustomFieldShape, raw: CustomFieldValue): CustomValueResult {
  if (typeof raw === 'boolean') return ok(raw)
  const word = String(raw).toLowerCase()
  if (trueWords.includes(word)) return ok(true)
  if (falseWords.includes(word)) return ok(false)
  return fail(`The ${field.label} field must be true or false.`)
}

function readSelect(field: CustomFieldShape, raw: CustomFieldValue): CustomValueResult {
  const wanted = String(raw).toLowerCase()
  const option = field.options.find((candidate) => candidate.toLowerCase() === wanted)
  if (option === undefined)
    return fail(`The ${field.label} field must be one of: ${field.options.join(', ')}.`)
  return ok(option)
}

function readText(field: CustomFieldShape, raw: CustomFieldValue): CustomValueResult {
  if (typeof raw === 'boolean') return fail(`The ${field.label} field must be text.`)
  const value = String(raw)
  if (value.length > audienceLimits.customTextMaxLength)
    return fail(
      `The ${field.label} field must not be greater than ${audienceLimits.customTextMaxLength} characters.`,
    )
  if (value.includes('\u0000')) return fail(`The ${field.label} field must be text without NUL.`)
  return ok(value)
}

const readers: Record<
  CustomFieldType,
  (field: CustomFieldShape, raw: CustomFieldValue) => CustomValueResult
> = {
  text: readText,
  number: readNumber,
  date: readDate,
  boolean: readBoolean,
  select: readSelect,
}

/**
 * Checks and normalises one value for `field`. Null, and text that is empty once trimmed, clear
 * the field (a CSV cell left empty means "no value").
 */
export function readCustomValue(field: CustomFieldShape, raw: unknown): CustomValueResult {
  if (raw === null || raw === undefined) return ok(null)
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')
    return fail(`The ${field.label} field must be a single value.`)
  const value = typeof raw === 'string' ? raw.trim() : raw
  if (value === '') return ok(null)
  return readers[field.type](field, value)
}

export interface CustomValuesResult {
  /** The normalised values (null: clear the field). */
  values: Record<string, CustomFieldValue | null>
  /** Messages by key: unknown fields and values of the wrong type. */
  errors: Record<string, string>
}

/** Checks every value of a contact against the team's fields, by key. */
export function readCustomValues(
  fields: ReadonlyMap<string, CustomFieldShape>,
  input: Record<string, unknown>,
): CustomValuesResult {
  const values: Record<string, CustomFieldValue | null> = {}
  const errors: Record<string, string> = {}
  for (const [key, raw] of Object.entries(input)) {
    const field = fields.get(key)
    if (!field) {
      errors[key] = `There is no custom field with the key "${key}".`
      continue
    }
    const result = readCustomValue(field, raw)
    if (result.ok) values[key] = result.value
    else errors[key] = result.message
  }
  return { values, errors }
}
