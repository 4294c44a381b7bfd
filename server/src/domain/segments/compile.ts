import { and, type Column, not, or, type SQL, sql } from 'drizzle-orm'
import type { CustomFieldShape } from '../../../../src/contract/custom-field-value'
import type { RuleCondition, RuleGroup } from '../../../../src/contract/segment-rules'
import { contactEngagements, contactFacets, contacts } from '../../db/schema'

/**
 * Compiles a checked rule tree (check-rules.ts) into one SQL condition on `contacts`. Every value
 * is a bound parameter; identifiers come from the fixed maps below, never from the request.
 */

const dayMs = 24 * 60 * 60 * 1000
const always = sql`true`
const never = sql`false`

const textColumns = {
  phone: contacts.phone,
  first_name: contacts.firstName,
  last_name: contacts.lastName,
  email: contacts.email,
} as const
const dateColumns = {
  created_at: contacts.createdAt,
  updated_at: contacts.updatedAt,
  last_contacted_at: contacts.lastContactedAt,
} as const
/**
 * The columns the set and tag rules read: a contact's own, or contact_facets' (the same fields,
 * with '' for no country or network, which no `in` list holds, as no value is).
 */
export interface FacetColumns {
  status: Column
  source: Column
  country: Column
  network: Column
  tags: Column
}
const contactColumns: FacetColumns = {
  status: contacts.status,
  source: contacts.source,
  country: contacts.country,
  network: contacts.network,
  tags: contacts.tags,
}
export const facetColumns: FacetColumns = {
  status: contactFacets.status,
  source: contactFacets.source,
  country: contactFacets.country,
  network: contactFacets.network,
  tags: contactFacets.tags,
}

/** The fields contact_facets keeps: a tree of rules on these alone is counted there. */
const facetFields = new Set<RuleCondition['field']>([
  'status',
  'source',
  'country',
  'network',
  'tags',
])

/** Whether every condition of the tree looks only at fields contact_facets keeps. */
export function readsFacetsOnly(group: RuleGroup): boolean {
  return group.rules.every((node) =>
    'match' in node ? readsFacetsOnly(node) : facetFields.has(node.field),
  )
}

const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&')
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`

/**
 * A rule the compiler cannot turn into SQL: an operator that does not fit its field's type. A
 * checked tree never has one, but a rule kept since (an automation's condition, published before
 * a custom field changed its type) can.
 */
export class RuleCompileError extends Error {}

/** Text conditions, case ignored; an absent value reads as empty text. */
function textCondition(target: SQL | Column, operator: string, value: string | undefined): SQL {
  const text = sql`coalesce(${target}, '')`
  const needle = (value ?? '').toLowerCase()
  switch (operator) {
    case 'equals':
      return sql`lower(${text}) = ${needle}`
    case 'not_equals':
      return sql`lower(${text}) <> ${needle}`
    case 'contains':
      return sql`${text} ilike ${`%${literal(needle)}%`}`
    case 'not_contains':
      return sql`${text} not ilike ${`%${literal(needle)}%`}`
    case 'starts_with':
      // The same as ilike, in the shape the names' lower(…) text_pattern_ops indexes serve.
      return sql`lower(${text}) like ${`${literal(needle)}%`}`
    case 'ends_with':
      return sql`${text} ilike ${`%${literal(needle)}`}`
    case 'is_empty':
      return sql`${text} = ''`
    case 'is_not_empty':
      return sql`${text} <> ''`
    default:
      throw new RuleCompileError(`Unknown text operator ${operator}`)
  }
}

/** The shortest needle a trigram index can look up: pg_trgm's trigrams are three characters. */
const trigramLength = 3

/**
 * A contact's own text field that contains (or ends with) a needle puts the needle inside its
 * search_text too (the names, phone and email, lower-cased together), which the trigram index
 * finds: the same condition ANDed with that lookup reads the matching rows, not the whole team.
 * Shorter needles have no trigram to look up and stay as they are.
 */
function withSearchTextPrefilter(condition: SQL, operator: string, value: string | undefined): SQL {
  const needle = (value ?? '').toLowerCase()
  if ((operator !== 'contains' && operator !== 'ends_with') || needle.length < trigramLength)
    return condition
  return sql`(${contacts.searchText} ilike ${`%${literal(needle)}%`} and ${condition})`
}

/** Dates as UTC days; `…_days` windows end now. `target` is a timestamptz, or a day as text. */
function dateCondition(
  target: SQL | Column,
  operator: string,
  value: unknown,
  now: Date,
  asDay: (moment: Date) => unknown,
): SQL {
  const start = (day: string) => new Date(`${day}T00:00:00.000Z`)
  const next = (day: string) => new Date(start(day).getTime() + dayMs)
  const since = () => new Date(now.getTime() - Number(value) * dayMs)
  switch (operator) {
    case 'before':
      return sql`${target} < ${asDay(start(String(value)))}`
    case 'after':
      return sql`${target} >= ${asDay(next(String(value)))}`
    case 'on':
      return sql`(${target} >= ${asDay(start(String(value)))} and ${target} < ${asDay(next(String(value)))})`
    case 'within_last_days':
      return sql`${target} >= ${asDay(since())}`
    case 'not_within_last_days':
      return sql`(${target} is null or ${target} < ${asDay(since())})`
    case 'is_empty':
      return sql`${target} is null`
    case 'is_not_empty':
      return sql`${target} is not null`
    default:
      throw new RuleCompileError(`Unknown date operator ${operator}`)
  }
}

const asMoment = (moment: Date) => sql`${moment.toISOString()}::timestamptz`
const asDayText = (moment: Date) => moment.toISOString().slice(0, 10)

const numberOperators: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
}

function customCondition(
  rule: Extract<RuleCondition, { field: 'custom_field' }>,
  field: CustomFieldShape | undefined,
  now: Date,
): SQL {
  if (!field) return never
  const json = sql`(${contacts.customFields} -> ${rule.key}::text)`
  const text = sql`(${contacts.customFields} ->> ${rule.key}::text)`
  if (rule.operator === 'is_empty') return sql`coalesce(${text}, '') = ''`
  if (rule.operator === 'is_not_empty') return sql`coalesce(${text}, '') <> ''`
  switch (field.type) {
    case 'text':
      return textCondition(text, rule.operator, String(rule.value ?? ''))
    case 'number': {
      // A value stored while the field had another type is not a number: it matches nothing.
      const number = sql`(case when jsonb_typeof(${json}) = 'number' then ${json}::numeric end)`
      const operator = numberOperators[rule.operator]
      if (!operator) throw new RuleCompileError(`Unknown number operator ${rule.operator}`)
      return sql`${number} ${sql.raw(operator)} ${String(rule.value)}::numeric`
    }
    case 'date':
      return dateCondition(text, rule.operator, rule.value, now, asDayText)
    case 'boolean':
      return rule.operator === 'is_true'
        ? sql`${json} = 'true'::jsonb`
        : sql`${json} = 'false'::jsonb`
    case 'select': {
      const values = Array.isArray(rule.value) ? rule.value.map(String) : [String(rule.value)]
      const inList = sql`${text} = any(${textArray(values)})`
      return rule.operator === 'in' ? inList : sql`(${text} is null or not ${inList})`
    }
  }
}

function engagementCondition(
  rule: Extract<RuleCondition, { field: 'engagement' }>,
  now: Date,
): SQL {
  const since = new Date(now.getTime() - rule.days * dayMs)
  const happened = sql`exists (select 1 from ${contactEngagements} where ${contactEngagements.contactId} = ${contacts.id} and ${contactEngagements.event} = ${rule.event} and ${contactEngagements.occurredAt} >= ${since.toISOString()}::timestamptz)`
  return rule.operator === 'within_last_days' ? happened : not(happened)
}

function conditionSql(
  rule: RuleCondition,
  fields: ReadonlyMap<string, CustomFieldShape>,
  now: Date,
  columns: FacetColumns,
): SQL {
  switch (rule.field) {
    case 'phone':
    case 'first_name':
    case 'last_name':
    case 'email':
      return withSearchTextPrefilter(
        textCondition(textColumns[rule.field], rule.operator, rule.value),
        rule.operator,
        rule.value,
      )
    case 'status':
    case 'source':
    case 'country':
    case 'network': {
      const column = columns[rule.field]
      const inList = sql`${column} = any(${textArray(rule.value)})`
      return rule.operator === 'in' ? inList : sql`(${column} is null or not ${inList})`
    }
    case 'tags': {
      const names = textArray(rule.value)
      if (rule.operator === 'has_any') return sql`${columns.tags} && ${names}`
      if (rule.operator === 'has_all') return sql`${columns.tags} @> ${names}`
      return sql`not (${columns.tags} && ${names})`
    }
    case 'created_at':
    case 'updated_at':
    case 'last_contacted_at':
      return dateCondition(dateColumns[rule.field], rule.operator, rule.value, now, asMoment)
    case 'custom_field':
      return customCondition(rule, fields.get(rule.key), now)
    case 'engagement':
      return engagementCondition(rule, now)
  }
}

/**
 * The tree as one condition: `all` of nothing matches every contact, `any` of nothing none.
 * `columns`: contact_facets' for a tree that readsFacetsOnly, to count it there.
 */
export function compileRules(
  group: RuleGroup,
  fields: ReadonlyMap<string, CustomFieldShape>,
  now: Date,
  columns: FacetColumns = contactColumns,
): SQL {
  const parts = group.rules.map((node) =>
    'match' in node
      ? compileRules(node, fields, now, columns)
      : conditionSql(node, fields, now, columns),
  )
  if (parts.length === 0) return group.match === 'all' ? always : never
  const joined = group.match === 'all' ? and(...parts) : or(...parts)
  return sql`(${joined ?? always})`
}
