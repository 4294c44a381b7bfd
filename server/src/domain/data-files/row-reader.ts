import type { z } from 'zod'
import { type AppLocale, audienceLimits } from '../../../../src/contract/constants'
import { contactStatus, networkCode, tagName } from '../../../../src/contract/contact'
import {
  type CustomFieldShape,
  type CustomFieldValue,
  type CustomValueResult,
  readCustomValue,
} from '../../../../src/contract/custom-field-value'
import type { ColumnMapping } from '../../../../src/contract/data-file'
import { email, text } from '../../../../src/contract/fields'
import { contractWords, isContractKey } from '../../../../src/contract/messages'
import { countryCode } from '../../../../src/contract/onboarding'
import { phoneMessage, readPhone } from '../../../../src/contract/phone-number'
import { cutText } from '../../../../src/contract/text-cut'
import type { ImportOptions } from '../../db/data-files'
import { said, serverWords, type Words } from '../../http/words'
import type { ContactWrite } from '../audience/upsert'

export type RowReading = { ok: true; write: ContactWrite } | { ok: false; reason: Words }

const name = text(audienceLimits.nameMaxLength)
/** At most this many distinct countries or statuses are remembered per file. */
const rememberedCells = 1000

/** The columns a row fills besides the phone and custom fields, named as the contract names them. */
type Column = 'country' | 'first_name' | 'last_name' | 'email' | 'network' | 'status' | 'tags'

const columnWord = (column: Column | 'phone', locale: AppLocale) =>
  contractWords(locale)(`attribute.${column}`)

/**
 * A cell through a contract schema: its value, or why not, in every language: the schema's own
 * message when it has one, naming the column.
 */
function through<Schema extends z.ZodType>(schema: Schema, cell: string, column: Column) {
  const result = schema.safeParse(cell)
  if (result.success) return { value: result.data as z.output<Schema> }
  const issue = result.error.issues[0]
  const own =
    (issue?.code === 'custom' || issue?.code === 'invalid_format') && isContractKey(issue.message)
      ? { key: issue.message, params: issue.code === 'custom' ? (issue.params ?? {}) : {} }
      : null
  const error: Words = (locale) => {
    const values = { column: columnWord(column, locale), cell: cutText(cell, 80) }
    if (!own) return serverWords(locale)('import.cellInvalid', values)
    const reason = contractWords(locale)(own.key, { ...own.params, attribute: values.column })
    return serverWords(locale)('import.cellInvalidBecause', { ...values, reason })
  }
  return { error }
}

const messageOf = (reading: CustomValueResult) => (reading.ok ? '' : reading.message)

/**
 * How each row of a file becomes a contact: which cell fills which field, by the mapping, and
 * the import's options. Cells are checked as the contact calls check them: the same phone
 * rules, field limits and custom field types. An empty cell sets nothing.
 */
export function rowReader(
  columns: readonly string[],
  mapping: ColumnMapping,
  fields: ReadonlyMap<string, CustomFieldShape>,
  options: ImportOptions,
) {
  const indexOf = (target: string) => {
    const column = Object.entries(mapping).find(([, mapped]) => mapped === target)?.[0]
    return column === undefined ? -1 : columns.indexOf(column)
  }
  const phoneAt = indexOf('phone')
  const plain = {
    first_name: indexOf('first_name'),
    last_name: indexOf('last_name'),
    email: indexOf('email'),
    country: indexOf('country'),
    network: indexOf('network'),
    status: indexOf('status'),
    tags: indexOf('tags'),
  }
  const custom = Object.entries(mapping).flatMap(([column, target]) => {
    const field = target.startsWith('custom.') ? fields.get(target.slice(7)) : undefined
    return field ? [{ field, at: columns.indexOf(column) }] : []
  })

  // A file holds a few countries and statuses in many rows: each is checked once (the readings
  // are pure), not once a row.
  const remembered = <Schema extends z.ZodType>(schema: Schema, column: Column) => {
    const readings = new Map<string, ReturnType<typeof through<Schema>>>()
    return (cell: string) => {
      let reading = readings.get(cell)
      if (!reading) {
        reading = through(schema, cell, column)
        if (readings.size < rememberedCells) readings.set(cell, reading)
      }
      return reading
    }
  }
  const readCountry = remembered(countryCode, 'country')
  const readStatus = remembered(contactStatus, 'status')

  return (cells: readonly string[]): RowReading => {
    const cell = (at: number) => (at >= 0 ? (cells[at] ?? '').trim() : '')
    const reasons: Words[] = []
    const check = <Value>(reading: { value?: Value; error?: Words }) => {
      if (reading.error) reasons.push(reading.error)
      return reading.value
    }
    const countryCell = cell(plain.country)
    const country = countryCell ? check(readCountry(countryCell)) : undefined
    const rawPhone = cell(phoneAt)
    const phone = rawPhone ? readPhone(rawPhone, country ?? options.defaultCountry) : undefined
    if (!phone) reasons.unshift(said('import.phoneMissing'))
    else if (!phone.ok) {
      const refused = phone.message
      reasons.unshift((locale) => {
        const message = phoneMessage(refused, columnWord('phone', locale), locale)
        return serverWords(locale)('import.phoneInvalid', {
          phone: cutText(rawPhone, 40),
          reason: `${message.charAt(0).toLowerCase()}${message.slice(1)}`,
        })
      })
    }
    const optional = <Schema extends z.ZodType>(schema: Schema, at: number, column: Column) =>
      cell(at) ? check(through(schema, cell(at), column)) : undefined
    const firstName = optional(name, plain.first_name, 'first_name')
    const lastName = optional(name, plain.last_name, 'last_name')
    const mail = optional(email, plain.email, 'email')
    const network = optional(networkCode, plain.network, 'network')
    const statusCell = cell(plain.status)
    const status = statusCell ? check(readStatus(statusCell.toLowerCase())) : undefined
    const tags = cell(plain.tags)
      .split(/[,;]/)
      .map((tag) => tag.trim())
      .filter(Boolean)
    for (const tag of tags) check(through(tagName, tag, 'tags'))
    const values: Record<string, CustomFieldValue> = {}
    for (const { field, at } of custom) {
      const raw = cell(at)
      const reading = readCustomValue(field, raw)
      // The same cell read again in each language says why in that language.
      if (!reading.ok) reasons.push((locale) => messageOf(readCustomValue(field, raw, locale)))
      else if (reading.value !== null) values[field.key] = reading.value
    }
    if (!phone?.ok || reasons.length > 0)
      return {
        ok: false,
        reason: (locale) => reasons.map((reason) => reason(locale)).join(' '),
      }
    return {
      ok: true,
      write: {
        phone: phone.phone,
        country: phone.country ?? country ?? null,
        network: network ?? null,
        firstName: firstName || null,
        lastName: lastName || null,
        email: mail || null,
        status: status ?? null,
        tags: [...new Set([...tags, ...options.tags])],
        customFields: values,
      },
    }
  }
}
