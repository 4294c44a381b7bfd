import { and, arrayOverlaps, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { type ContactFilter, customFilterPattern } from '../../../../src/contract/contact'
import { readCustomValue } from '../../../../src/contract/custom-field-value'
import type { Database } from '../../db/connect'
import { automationJourneySteps, automationJourneys, contacts } from '../../db/schema'
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
 * Contacts with a journey of the team whose steps match the `automation*` filters: the contacts
 * behind a count on the automation's graph (nodes/stats counts the same steps).
 */
/** The listed contact's id, named with its table: inside the subquery a bare `id` is the journey's. */
const contactIdColumn = sql`${sql.identifier('contacts')}.${sql.identifier('id')}`

function journeyCondition(teamId: string, filter: ContactFilter): SQL | undefined {
  if (!filter.automation) return undefined
  const steps = automationJourneySteps
  const stepsMatch = and(
    eq(steps.journeyId, automationJourneys.id),
    eq(steps.automationId, filter.automation),
    filter.automation_node === undefined ? undefined : eq(steps.nodeId, filter.automation_node),
    filter.automation_edge === undefined ? undefined : eq(steps.edgeId, filter.automation_edge),
    filter.automation_outcome === undefined
      ? undefined
      : eq(steps.outcome, filter.automation_outcome),
    filter.automation_version === undefined
      ? undefined
      : eq(steps.version, filter.automation_version),
    filter.automation_from === undefined
      ? undefined
      : gte(steps.enteredAt, new Date(filter.automation_from)),
  )
  return sql`exists (select 1 from ${automationJourneys} join ${steps} on ${stepsMatch}
    where ${automationJourneys.contactId} = ${contactIdColumn}
      and ${automationJourneys.teamId} = ${teamId})`
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
  conditions.push(journeyCondition(teamId, filter))
  const custom = Object.entries(filter).filter(
    (entry): entry is [string, string] =>
      customFilterPattern.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  )
  if (custom.length > 0)
    conditions.push(...customConditions(await loadCustomFields(db, teamId), custom))
  return and(...conditions)
}
