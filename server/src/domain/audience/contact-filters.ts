import { and, arrayOverlaps, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { type ContactFilter, customFilterPattern } from '../../../../src/contract/contact'
import { readCustomValue } from '../../../../src/contract/custom-field-value'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { saidByContract } from '../../http/words'
import { loadCustomFields, refusalOf } from './custom-values'
import { resolveExistingTags } from './tag-names'

const dayMs = 24 * 60 * 60 * 1000
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`)
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + dayMs)

/** `%` and `_` in a search are meant literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&')
const phoneLike = /^[\d\s().+\-/]+$/

/**
 * The search of the contact list: names, email and the number. A search that reads as a number
 * (`+1 (415) 555`) looks for its digits, as numbers are stored without spaces.
 */
export function contactSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase()
  if (!term) return undefined
  const digits = term.replace(/\D/g, '')
  const needle = phoneLike.test(term) && digits.length >= 3 ? digits : term
  return sql`${contacts.searchText} like ${`%${literal(needle)}%`}`
}

/** A custom-field filter: the stored, normalised value, matched by jsonb containment (indexed). */
function customConditions(
  fields: Awaited<ReturnType<typeof loadCustomFields>>,
  entries: [string, string][],
): SQL[] {
  const errors: FieldErrors = {}
  const conditions: SQL[] = []
  for (const [name, raw] of entries) {
    const key = customFilterPattern.exec(name)?.[1] ?? ''
    const field = fields.get(key)
    if (!field) {
      errors[`filter.${name}`] = [saidByContract('customValue.unknownField', { key })]
      continue
    }
    const reading = readCustomValue(field, raw)
    if (!reading.ok) errors[`filter.${name}`] = [refusalOf(field, raw)]
    else if (reading.value !== null)
      conditions.push(
        sql`${contacts.customFields} @> ${JSON.stringify({ [key]: reading.value })}::jsonb`,
      )
  }
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
  return conditions
}

/**
 * The conditions of a contact filter and search, as the list, the report and every "everything
 * matching this filter" selection read them. The team condition is the caller's.
 */
export async function contactConditions(
  db: Database,
  teamId: string,
  filter: ContactFilter,
  search?: string,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [contactSearch(search)]
  if (filter.status) conditions.push(inArray(contacts.status, filter.status))
  if (filter.country) conditions.push(inArray(contacts.country, filter.country))
  if (filter.network) conditions.push(inArray(contacts.network, filter.network))
  if (filter.source) conditions.push(inArray(contacts.source, filter.source))
  if (filter.tag)
    conditions.push(arrayOverlaps(contacts.tags, await resolveExistingTags(db, teamId, filter.tag)))
  if (filter.created_from) conditions.push(gte(contacts.createdAt, startOfDay(filter.created_from)))
  if (filter.created_to) conditions.push(lt(contacts.createdAt, dayAfter(filter.created_to)))
  const custom = Object.entries(filter).filter(
    (entry): entry is [string, string] =>
      customFilterPattern.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  )
  if (custom.length > 0)
    conditions.push(...customConditions(await loadCustomFields(db, teamId), custom))
  return and(...conditions)
}
