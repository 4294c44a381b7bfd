import { type ContactStatus, contactStatuses } from '../../../contract/contact'
import type { CountStatus } from '../../../contract/segment'
import type { GroupMatch } from '../../../machines/segmentBuilder/ruleTree'
import type { Key as AudienceKey } from '../../../messages/audience/catalogue'
import type { Key } from '../../../messages/audience-segments/catalogue'
import type { Translate } from '../../../messages/catalogue'

/**
 * The rule builder's operators in words: the summaries' words, with the builder's own hints
 * (`within the last … days`). An operator the catalogue does not know shows as its code.
 */
const operatorKeys: Record<string, Key> = {
  equals: 'operator.equals',
  not_equals: 'operator.not_equals',
  contains: 'operator.contains',
  not_contains: 'operator.not_contains',
  starts_with: 'operator.starts_with',
  ends_with: 'operator.ends_with',
  is_empty: 'operator.is_empty',
  is_not_empty: 'operator.is_not_empty',
  in: 'operator.in',
  not_in: 'operator.not_in',
  has_any: 'operator.has_any',
  has_all: 'operator.has_all',
  has_none: 'operator.has_none',
  before: 'operator.before',
  after: 'operator.after',
  on: 'operator.on',
  within_last_days: 'operator.within_last_days',
  not_within_last_days: 'operator.not_within_last_days',
  eq: 'operator.eq',
  neq: 'operator.neq',
  gt: 'operator.gt',
  gte: 'operator.gte',
  lt: 'operator.lt',
  lte: 'operator.lte',
  is_true: 'operator.is_true',
  is_false: 'operator.is_false',
}

export const operatorLabel = (t: Translate<Key>, operator: string) => {
  const key = operatorKeys[operator]
  return key ? t(key) : operator
}

const matches: GroupMatch[] = ['all', 'any']

export const matchOptions = (t: Translate<Key>) =>
  matches.map((id) => ({ id, name: t(`match.${id}`) }))

const eventKeys: Record<string, Key> = {
  delivered: 'event.delivered',
  clicked: 'event.clicked',
  replied: 'event.replied',
  answered: 'event.answered',
}

export const eventLabel = (t: Translate<Key>, event: string) => {
  const key = eventKeys[event]
  return key ? t(key) : event
}

export const countStatusLabel = (t: Translate<Key>, status: CountStatus) =>
  t(`countStatus.${status}`)

const isContactStatus = (value: string): value is ContactStatus =>
  contactStatuses.some((status) => status === value)

/** An option of a rule's field: a contact status by its name, else capitalised (`vip` → `Vip`). */
export const optionLabel = (words: Translate<AudienceKey>, value: string) =>
  isContactStatus(value)
    ? words(`contactStatus.${value}`)
    : value.charAt(0).toUpperCase() + value.slice(1)
