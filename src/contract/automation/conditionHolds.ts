import type { CustomFieldShape } from '../custom-field-value'
import type { EngagementEvent, RuleCondition } from '../segment-rules'

/**
 * A contact as an automation's condition and split read it, held in memory: a stored contact
 * read once, or one made up for a test run. `engagements` are the moments the contact was
 * delivered to, clicked, replied or answered (none for a made-up contact).
 */
export interface WalkContact {
  /** The stored contact's id, or a stable made-up id (the split's hash reads it). */
  id: string
  phone: string
  first_name: string | null
  last_name: string | null
  email: string | null
  country: string | null
  network: string | null
  status: string
  source: string
  tags: string[]
  custom_fields: Record<string, string | number | boolean>
  created_at: string | null
  updated_at: string | null
  last_contacted_at: string | null
  engagements: { event: EngagementEvent; at: string }[]
}

const dayMs = 24 * 60 * 60 * 1000
const lower = (value: unknown) =>
  (value === null || value === undefined ? '' : String(value)).toLowerCase()

/** Text operators as the segment compiler has them: case ignored, an absent value empty. */
function textHolds(actual: unknown, operator: string, value: unknown): boolean {
  const text = lower(actual)
  const needle = lower(value)
  switch (operator) {
    case 'equals':
      return text === needle
    case 'not_equals':
      return text !== needle
    case 'contains':
      return text.includes(needle)
    case 'not_contains':
      return !text.includes(needle)
    case 'starts_with':
      return text.startsWith(needle)
    case 'ends_with':
      return text.endsWith(needle)
    case 'is_empty':
      return text === ''
    case 'is_not_empty':
      return text !== ''
    default:
      return false
  }
}

/** Dates as UTC days; `…_days` windows end at `now`. */
function dateHolds(actual: unknown, operator: string, value: unknown, now: Date): boolean {
  const moment = typeof actual === 'string' && actual !== '' ? Date.parse(actual) : Number.NaN
  const known = !Number.isNaN(moment)
  if (operator === 'is_empty') return !known
  if (operator === 'is_not_empty') return known
  const since = now.getTime() - Number(value) * dayMs
  if (operator === 'not_within_last_days') return !known || moment < since
  if (!known) return false
  const dayStart = Date.parse(`${String(value)}T00:00:00.000Z`)
  switch (operator) {
    case 'before':
      return moment < dayStart
    case 'after':
      return moment >= dayStart + dayMs
    case 'on':
      return moment >= dayStart && moment < dayStart + dayMs
    case 'within_last_days':
      return moment >= since
    default:
      return false
  }
}

const numberTests: Record<string, (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b,
  neq: (a, b) => a !== b,
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
}

const dayText = (moment: number) => new Date(moment).toISOString().slice(0, 10)

/** A date field's stored text against UTC days, compared as text as the compiler does. */
function dayTextHolds(text: string | null, operator: string, value: unknown, now: Date): boolean {
  const since = () => dayText(now.getTime() - Number(value) * dayMs)
  const day = String(value)
  const next = () => dayText(Date.parse(`${day}T00:00:00.000Z`) + dayMs)
  if (operator === 'not_within_last_days') return text === null || text < since()
  if (text === null) return false
  switch (operator) {
    case 'before':
      return text < day
    case 'after':
      return text >= next()
    case 'on':
      return text >= day && text < next()
    case 'within_last_days':
      return text >= since()
    default:
      return false
  }
}

/** A custom field's condition by the field's type, as the team defines it. */
function customHolds(
  rule: Extract<RuleCondition, { field: 'custom_field' }>,
  contact: WalkContact,
  fields: ReadonlyMap<string, CustomFieldShape>,
  now: Date,
): boolean {
  const field = fields.get(rule.key)
  if (!field) return false
  const actual = contact.custom_fields[rule.key]
  const text = actual === undefined || actual === null ? null : String(actual)
  if (rule.operator === 'is_empty') return (text ?? '') === ''
  if (rule.operator === 'is_not_empty') return (text ?? '') !== ''
  switch (field.type) {
    case 'text':
      return textHolds(text, rule.operator, rule.value)
    case 'number': {
      const test = numberTests[rule.operator]
      return typeof actual === 'number' && test !== undefined && test(actual, Number(rule.value))
    }
    case 'date':
      return dayTextHolds(text, rule.operator, rule.value, now)
    case 'boolean':
      return actual === (rule.operator === 'is_true')
    case 'select': {
      const values = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(String)
      const found = text !== null && values.includes(text)
      return rule.operator === 'in' ? found : !found
    }
  }
}

/**
 * Whether a contact held in memory meets one condition rule: the same meaning the segment
 * compiler (server/src/domain/segments/compile.ts) gives it in SQL, for a contact that is not
 * (or not only) a row; a property test holds the two together (tests/server). `fields`: the
 * team's custom fields by key.
 */
export function conditionHolds(
  rule: RuleCondition,
  contact: WalkContact,
  now: Date,
  fields: ReadonlyMap<string, CustomFieldShape>,
): boolean {
  switch (rule.field) {
    case 'phone':
    case 'first_name':
    case 'last_name':
    case 'email':
      return textHolds(contact[rule.field], rule.operator, rule.value)
    case 'status':
    case 'source':
    case 'country':
    case 'network': {
      const found = (rule.value as readonly string[]).includes(String(contact[rule.field] ?? ''))
      return rule.operator === 'in' ? found : !found
    }
    case 'tags': {
      // Names as spelt: rules and contacts both carry the team's spelling.
      const has = (tag: string) => contact.tags.includes(tag)
      if (rule.operator === 'has_any') return rule.value.some(has)
      if (rule.operator === 'has_all') return rule.value.every(has)
      return !rule.value.some(has)
    }
    case 'created_at':
    case 'updated_at':
    case 'last_contacted_at':
      return dateHolds(contact[rule.field], rule.operator, rule.value, now)
    case 'custom_field':
      return customHolds(rule, contact, fields, now)
    case 'engagement': {
      const since = now.getTime() - rule.days * dayMs
      const happened = contact.engagements.some(
        (engagement) => engagement.event === rule.event && Date.parse(engagement.at) >= since,
      )
      return rule.operator === 'within_last_days' ? happened : !happened
    }
  }
}
