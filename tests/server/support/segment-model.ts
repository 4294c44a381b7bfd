import fc from 'fast-check'
import type { RuleCondition, RuleGroup } from '../../../src/contract/segment-rules'

/**
 * A model of the segment rules, written apart from the server's SQL: generated contacts, random
 * rule trees over them, and the count the rules should give, computed here in plain code.
 */

const dayMs = 24 * 60 * 60 * 1000

export interface ModelContact {
  phone: string
  firstName: string | null
  email: string | null
  country: string
  network: string | null
  status: 'active' | 'unsubscribed' | 'invalid' | 'blocked'
  source: 'upload' | 'feed' | 'api' | 'manual'
  tags: string[]
  custom: { plan?: string; score?: number; vip?: boolean; birthday?: string }
  /** Whole days before now, plus half a day: never on a window's edge. */
  ageDays: number
  /** Days before now (plus half a day) of each `delivered` / `replied`. */
  engagements: { event: 'delivered' | 'replied'; ageDays: number }[]
}

export const modelTags = ['alpha', 'beta', 'gamma'] as const
const plans = ['Free', 'Pro', 'Team'] as const
export const modelFields = [
  { key: 'plan', label: 'Plan', type: 'select', options: [...plans] },
  { key: 'score', label: 'Score', type: 'number' },
  { key: 'vip', label: 'VIP', type: 'boolean' },
  { key: 'birthday', label: 'Birthday', type: 'date' },
] as const

const names = ['Ada', 'Alan', 'Grace', 'Linus', null] as const

export const modelContact = (index: number) =>
  fc.record({
    phone: fc.constant(`+1415${String(3_000_000 + index).padStart(7, '0')}`),
    firstName: fc.constantFrom(...names),
    email: fc.option(fc.constantFrom('a@x.test', 'b@y.test', 'grace@z.test'), { nil: null }),
    country: fc.constant('US'),
    network: fc.option(fc.constantFrom('310260', '310410'), { nil: null }),
    status: fc.constantFrom('active', 'unsubscribed', 'invalid', 'blocked'),
    source: fc.constantFrom('upload', 'feed', 'api', 'manual'),
    tags: fc.subarray([...modelTags]),
    custom: fc.record(
      {
        plan: fc.constantFrom(...plans),
        score: fc.integer({ min: -5, max: 5 }),
        vip: fc.boolean(),
        birthday: fc.constantFrom('1990-01-01', '1995-06-15', '2000-12-31'),
      },
      { requiredKeys: [] },
    ),
    ageDays: fc.integer({ min: 0, max: 60 }),
    engagements: fc.array(
      fc.record({
        event: fc.constantFrom('delivered', 'replied'),
        ageDays: fc.integer({ min: 0, max: 60 }),
      }),
      { maxLength: 3 },
    ),
  }) as fc.Arbitrary<ModelContact>

/** When a contact was made, given now. */
export const createdAt = (contact: { ageDays: number }, now: number) =>
  new Date(now - contact.ageDays * dayMs - dayMs / 2)

const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    field: fc.constant('first_name' as const),
    operator: fc.constantFrom(
      'equals',
      'not_equals',
      'contains',
      'starts_with',
      'is_empty',
      'is_not_empty',
    ),
    value: fc.constantFrom('ada', 'A', 'race', 'Linus'),
  }),
  fc.record({
    field: fc.constant('email' as const),
    operator: fc.constantFrom('ends_with', 'not_contains', 'is_empty'),
    value: fc.constantFrom('.test', 'y.', 'grace'),
  }),
  fc.record({
    field: fc.constant('status' as const),
    operator: fc.constantFrom('in', 'not_in'),
    value: fc.subarray(['active', 'unsubscribed', 'invalid', 'blocked'] as const, { minLength: 1 }),
  }),
  fc.record({
    field: fc.constant('source' as const),
    operator: fc.constantFrom('in', 'not_in'),
    value: fc.subarray(['upload', 'feed', 'api', 'manual'] as const, { minLength: 1 }),
  }),
  fc.record({
    field: fc.constant('network' as const),
    operator: fc.constantFrom('in', 'not_in'),
    value: fc.subarray(['310260', '310410'], { minLength: 1 }),
  }),
  fc.record({
    field: fc.constant('tags' as const),
    operator: fc.constantFrom('has_any', 'has_all', 'has_none'),
    value: fc.subarray([...modelTags], { minLength: 1 }),
  }),
  fc.record({
    field: fc.constant('created_at' as const),
    operator: fc.constantFrom('within_last_days', 'not_within_last_days'),
    value: fc.integer({ min: 1, max: 70 }),
  }),
  fc.record({
    field: fc.constant('custom_field' as const),
    key: fc.constant('score'),
    operator: fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is_empty', 'is_not_empty'),
    value: fc.integer({ min: -5, max: 5 }),
  }),
  fc.record({
    field: fc.constant('custom_field' as const),
    key: fc.constant('plan'),
    operator: fc.constantFrom('in', 'not_in', 'is_empty'),
    value: fc.subarray([...plans], { minLength: 1 }),
  }),
  fc.record({
    field: fc.constant('custom_field' as const),
    key: fc.constant('vip'),
    operator: fc.constantFrom('is_true', 'is_false', 'is_empty'),
  }),
  fc.record({
    field: fc.constant('custom_field' as const),
    key: fc.constant('birthday'),
    operator: fc.constantFrom('before', 'after', 'on'),
    value: fc.constantFrom('1990-01-01', '1995-06-15', '1999-01-01'),
  }),
  fc.record({
    field: fc.constant('engagement' as const),
    event: fc.constantFrom('delivered', 'replied'),
    operator: fc.constantFrom('within_last_days', 'not_within_last_days'),
    days: fc.integer({ min: 1, max: 70 }),
  }),
) as fc.Arbitrary<RuleCondition>

/** Random trees three groups deep at most. */
export const ruleTree: fc.Arbitrary<RuleGroup> = fc.letrec<{ group: RuleGroup }>((tie) => ({
  group: fc.record({
    match: fc.constantFrom('all', 'any'),
    rules: fc.array(
      fc.oneof({ depthSize: 'small', withCrossShrink: true }, condition, tie('group')),
      {
        maxLength: 4,
      },
    ),
  }),
})).group

const lower = (value: string | null) => (value ?? '').toLowerCase()

function textMatches(value: string | null, operator: string, wanted: string): boolean {
  const text = lower(value)
  const needle = wanted.toLowerCase()
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
    default:
      return text !== ''
  }
}

function matches(contact: ModelContact, rule: RuleCondition): boolean {
  const inSet = (value: string | null, operator: string, set: readonly string[]) =>
    operator === 'in'
      ? value !== null && set.includes(value)
      : value === null || !set.includes(value)
  switch (rule.field) {
    case 'first_name':
      return textMatches(contact.firstName, rule.operator, rule.value ?? '')
    case 'email':
      return textMatches(contact.email, rule.operator, rule.value ?? '')
    case 'status':
      return inSet(contact.status, rule.operator, rule.value)
    case 'source':
      return inSet(contact.source, rule.operator, rule.value)
    case 'network':
      return inSet(contact.network, rule.operator, rule.value)
    case 'tags': {
      const has = (tag: string) => contact.tags.includes(tag)
      if (rule.operator === 'has_any') return rule.value.some(has)
      if (rule.operator === 'has_all') return rule.value.every(has)
      return !rule.value.some(has)
    }
    case 'created_at': {
      const within = contact.ageDays < Number(rule.value)
      return rule.operator === 'within_last_days' ? within : !within
    }
    case 'engagement': {
      const happened = contact.engagements.some(
        (engagement) => engagement.event === rule.event && engagement.ageDays < rule.days,
      )
      return rule.operator === 'within_last_days' ? happened : !happened
    }
    case 'custom_field':
      return customMatches(contact, rule)
    default:
      throw new Error(`The model has no ${rule.field}`)
  }
}

function customMatches(
  contact: ModelContact,
  rule: Extract<RuleCondition, { field: 'custom_field' }>,
) {
  const value = contact.custom[rule.key as keyof ModelContact['custom']]
  if (rule.operator === 'is_empty') return value === undefined
  if (rule.operator === 'is_not_empty') return value !== undefined
  if (rule.key === 'score') {
    if (value === undefined) return false
    const [a, b] = [Number(value), Number(rule.value)]
    return (
      { eq: a === b, neq: a !== b, gt: a > b, gte: a >= b, lt: a < b, lte: a <= b }[
        rule.operator
      ] ?? false
    )
  }
  if (rule.key === 'plan') {
    const set = rule.value as string[]
    return rule.operator === 'in'
      ? value !== undefined && set.includes(String(value))
      : value === undefined || !set.includes(String(value))
  }
  if (rule.key === 'vip') return rule.operator === 'is_true' ? value === true : value === false
  if (value === undefined) return false
  const day = String(value)
  const wanted = String(rule.value)
  if (rule.operator === 'before') return day < wanted
  if (rule.operator === 'after') return day > wanted
  return day === wanted
}

/** Whether a contact is in the segment the tree describes. */
export function inSegment(contact: ModelContact, group: RuleGroup): boolean {
  const results = group.rules.map((node) =>
    'match' in node ? inSegment(contact, node) : matches(contact, node),
  )
  return group.match === 'all' ? results.every(Boolean) : results.some(Boolean)
}
