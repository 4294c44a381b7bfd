import type { z } from 'zod'
import { audienceLimits } from '../../../../src/contract/constants'
import { contactStatus, networkCode, tagName } from '../../../../src/contract/contact'
import {
  type CustomFieldShape,
  type CustomFieldValue,
  readCustomValue,
} from '../../../../src/contract/custom-field-value'
import type { ColumnMapping } from '../../../../src/contract/data-file'
import { email, text } from '../../../../src/contract/fields'
import { countryCode } from '../../../../src/contract/onboarding'
import { phoneMessage, readPhone } from '../../../../src/contract/phone-number'
import { cutText } from '../../../../src/contract/text-cut'
import type { ImportOptions } from '../../db/data-files'
import type { ContactWrite } from '../audience/upsert'

export type RowReading = { ok: true; write: ContactWrite } | { ok: false; reason: string }

const name = text(audienceLimits.nameMaxLength)

/** A cell through a contract schema: its value, or the schema's first message for the column. */
function through<Schema extends z.ZodType>(schema: Schema, cell: string, column: string) {
  const result = schema.safeParse(cell)
  if (result.success) return { value: result.data as z.output<Schema> }
  const issue = result.error.issues[0]
  const message = issue?.code === 'custom' || issue?.code === 'invalid_format' ? issue.message : ''
  return {
    error: `The ${column} value "${cutText(cell, 80)}" is not valid${message && !message.startsWith('Invalid') ? `: ${message.replaceAll(':attribute', column)}` : '.'}`,
  }
}

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

  return (cells: readonly string[]): RowReading => {
    const cell = (at: number) => (at >= 0 ? (cells[at] ?? '').trim() : '')
    const reasons: string[] = []
    const check = <Value>(reading: { value?: Value; error?: string }) => {
      if (reading.error) reasons.push(reading.error)
      return reading.value
    }
    const country = cell(plain.country)
      ? check(through(countryCode, cell(plain.country), 'country'))
      : undefined
    const rawPhone = cell(phoneAt)
    const phone = rawPhone ? readPhone(rawPhone, country ?? options.defaultCountry) : undefined
    if (!phone) reasons.unshift('The phone is missing.')
    else if (!phone.ok) {
      const message = phoneMessage(phone.message)
      reasons.unshift(
        `Phone "${cutText(rawPhone, 40)}": ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
      )
    }
    const optional = <Schema extends z.ZodType>(schema: Schema, at: number, column: string) =>
      cell(at) ? check(through(schema, cell(at), column)) : undefined
    const firstName = optional(name, plain.first_name, 'first name')
    const lastName = optional(name, plain.last_name, 'last name')
    const mail = optional(email, plain.email, 'email')
    const network = optional(networkCode, plain.network, 'network')
    const status = cell(plain.status)
      ? check(through(contactStatus, cell(plain.status).toLowerCase(), 'status'))
      : undefined
    const tags = cell(plain.tags)
      .split(/[,;]/)
      .map((tag) => tag.trim())
      .filter(Boolean)
    for (const tag of tags) check(through(tagName, tag, 'tags'))
    const values: Record<string, CustomFieldValue> = {}
    for (const { field, at } of custom) {
      const reading = readCustomValue(field, cell(at))
      if (!reading.ok) reasons.push(reading.message)
      else if (reading.value !== null) values[field.key] = reading.value
    }
    if (!phone?.ok || reasons.length > 0) return { ok: false, reason: reasons.join(' ') }
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
