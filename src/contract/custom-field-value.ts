import { z } from 'zod'
import type { Translate } from '../messages/catalogue'
import { isCalendarDay } from './calendar-day'
import { type AppLocale, appLocales, audienceLimits } from './constants'
import type { CustomFieldType } from './custom-field'
import { type ContractKey, contractWords, countText, says } from './messages'

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
    .regex(/^[a-z][a-z0-9_]*$/, says('customField.unknownKey')),
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

type Say = Translate<ContractKey>

const fail = (message: string): CustomValueResult => ({ ok: false, message })
const ok = (value: CustomFieldValue | null): CustomValueResult => ({ ok: true, value })

function readNumber(field: CustomFieldShape, raw: CustomFieldValue, say: Say): CustomValueResult {
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && numberText.test(raw)
        ? Number(raw)
        : Number.NaN
  if (typeof raw === 'boolean' || !Number.isFinite(value))
    return fail(say('customValue.number', { field: field.label }))
  return ok(value)
}

function readDate(field: CustomFieldShape, raw: CustomFieldValue, say: Say): CustomValueResult {
  if (typeof raw === 'string') {
    const day = isoMoment.exec(raw)?.[1] ?? raw
    if (isCalendarDay(day)) return ok(day)
  }
  return fail(say('customValue.date', { field: field.label }))
}

function readBoolean(field: CustomFieldShape, raw: CustomFieldValue, say: Say): CustomValueResult {
  if (typeof raw === 'boolean') return ok(raw)
  const word = String(raw).toLowerCase()
  if (trueWords.includes(word)) return ok(true)
  if (falseWords.includes(word)) return ok(false)
  return fail(say('customValue.boolean', { field: field.label }))
}

function readSelect(field: CustomFieldShape, raw: CustomFieldValue, say: Say): CustomValueResult {
  const wanted = String(raw).toLowerCase()
  const option = field.options.find((candidate) => candidate.toLowerCase() === wanted)
  if (option === undefined)
    return fail(
      say('customValue.option', { field: field.label, options: field.options.join(', ') }),
    )
  return ok(option)
}

function readText(
  field: CustomFieldShape,
  raw: CustomFieldValue,
  say: Say,
  locale: AppLocale,
): CustomValueResult {
  if (typeof raw === 'boolean') return fail(say('customValue.text', { field: field.label }))
  const value = String(raw)
  if (value.length > audienceLimits.customTextMaxLength)
    return fail(
      say('customValue.tooLong', {
        field: field.label,
        max: countText(audienceLimits.customTextMaxLength, locale),
      }),
    )
  if (value.includes('\u0000')) return fail(say('customValue.nul', { field: field.label }))
  return ok(value)
}

const readers: Record<
  CustomFieldType,
  (field: CustomFieldShape, raw: CustomFieldValue, say: Say, locale: AppLocale) => CustomValueResult
> = {
  text: readText,
  number: readNumber,
  date: readDate,
  boolean: readBoolean,
  select: readSelect,
}

/**
 * Checks and normalises one value for `field`, its message in `locale`. Null, and text that is
 * empty once trimmed, clear the field (a CSV cell left empty means "no value").
 */
export function readCustomValue(
  field: CustomFieldShape,
  raw: unknown,
  locale: AppLocale = appLocales[0],
): CustomValueResult {
  const say = contractWords(locale)
  if (raw === null || raw === undefined) return ok(null)
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')
    return fail(say('customValue.single', { field: field.label }))
  const value = typeof raw === 'string' ? raw.trim() : raw
  if (value === '') return ok(null)
  return readers[field.type](field, value, say, locale)
}

export interface CustomValuesResult {
  /** The normalised values (null: clear the field). */
  values: Record<string, CustomFieldValue | null>
  /** Messages by key: unknown fields and values of the wrong type. */
  errors: Record<string, string>
}

/** Checks every value of a contact against the team's fields, by key; messages in `locale`. */
export function readCustomValues(
  fields: ReadonlyMap<string, CustomFieldShape>,
  input: Record<string, unknown>,
  locale: AppLocale = appLocales[0],
): CustomValuesResult {
  const values: Record<string, CustomFieldValue | null> = {}
  const errors: Record<string, string> = {}
  for (const [key, raw] of Object.entries(input)) {
    const field = fields.get(key)
    if (!field) {
      errors[key] = contractWords(locale)('customValue.unknownField', { key })
      continue
    }
    const result = readCustomValue(field, raw, locale)
    if (result.ok) values[key] = result.value
    else errors[key] = result.message
  }
  return { values, errors }
}
