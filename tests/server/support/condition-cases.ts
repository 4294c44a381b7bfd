import fc from 'fast-check'
import { contactSources, contactStatuses } from '../../../src/contract/contact'
import { customFieldOperators } from '../../../src/contract/segment'
import {
  dateOperators,
  engagementEvents,
  type RuleCondition,
  tagOperators,
  textOperators,
} from '../../../src/contract/segment-rules'

/**
 * Generated contacts and the single rules a condition node holds, for holding the segment
 * compiler's SQL and conditionHolds together. Values crowd the edges where the two could part:
 * letter case beyond ASCII, LIKE's own characters, moments on a window's edge, a stored value of
 * another type than its field's.
 */

const dayMs = 24 * 60 * 60 * 1000
/** The moment the conditions read: noon, so day edges and window edges differ. */
export const conditionNow = new Date('2026-03-10T12:00:00.000Z')

export const caseFields = [
  { key: 'nickname', label: 'Nickname', type: 'text' },
  { key: 'score', label: 'Score', type: 'number' },
  { key: 'renewal', label: 'Renewal', type: 'date' },
  { key: 'member', label: 'Member', type: 'boolean' },
  { key: 'plan', label: 'Plan', type: 'select', options: ['Gold', 'silver'] },
] as const

const words = ['Ada', 'ada', 'ADA', 'Émile', 'émile', 'Zoë', 'a_b', 'a%b', 'x\\y', '', 'İz']
const needles = ['ada', 'A', 'É', 'é', 'mile', '_', '%', '\\', 'ZO', 'ë', 'i̇', 'b']
const tagPool = ['Alpha', 'alpha', 'VIP', 'vip']
const days = fc.integer({ min: 1, max: 5 })

/** A moment some half days before now, or on a window's or a day's edge, to the millisecond. */
const moment = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom(0, 0, -1, 1))
  .map(([halves, nudge]) => new Date(conditionNow.getTime() - halves * (dayMs / 2) + nudge))
const dayOf = (at: Date) => at.toISOString().slice(0, 10)
const day = moment.map(dayOf)

export const caseContact = fc.record({
  firstName: fc.option(fc.constantFrom(...words), { nil: null }),
  lastName: fc.option(fc.constantFrom(...words), { nil: null }),
  email: fc.option(fc.constantFrom('ada@example.com', 'ÉMILE@X.TEST', 'a_b@x.test'), {
    nil: null,
  }),
  country: fc.option(fc.constantFrom('US', 'GB'), { nil: null }),
  network: fc.option(fc.constantFrom('310260', '23415'), { nil: null }),
  status: fc.constantFrom(...contactStatuses),
  source: fc.constantFrom(...contactSources),
  tags: fc.subarray(tagPool),
  customFields: fc.record(
    {
      nickname: fc.constantFrom(...words, '2026-03-09'),
      score: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(1.5, '2')),
      renewal: fc.oneof(day, fc.constant('soon')),
      member: fc.oneof(fc.boolean(), fc.constant('true')),
      plan: fc.constantFrom('Gold', 'silver', 'gold'),
    },
    { requiredKeys: [] },
  ),
  createdAt: moment,
  updatedAt: moment,
  lastContactedAt: fc.option(moment, { nil: null }),
  engagements: fc.array(fc.record({ event: fc.constantFrom(...engagementEvents), at: moment }), {
    maxLength: 3,
  }),
})
export type CaseContact = typeof caseContact extends fc.Arbitrary<infer T> ? T : never

const dateRule = fc
  .tuple(
    fc.constantFrom('created_at', 'updated_at', 'last_contacted_at'),
    fc.constantFrom(...dateOperators),
  )
  .chain(([field, operator]) =>
    fc.record({
      field: fc.constant(field),
      operator: fc.constant(operator),
      value: operator.endsWith('_days') ? days : day,
    }),
  )

const customRule = fc.constantFrom(...caseFields).chain((shape) =>
  fc.constantFrom(...customFieldOperators[shape.type]).chain((operator) => {
    const base = { field: fc.constant('custom_field'), key: fc.constant(shape.key) }
    const valueless = ['is_empty', 'is_not_empty', 'is_true', 'is_false'].includes(operator)
    if (valueless) return fc.record({ ...base, operator: fc.constant(operator) })
    const value =
      shape.type === 'number'
        ? fc.constantFrom(-1, 0, 1, 1.5, 2)
        : shape.type === 'date'
          ? operator.endsWith('_days')
            ? days
            : day
          : shape.type === 'select'
            ? fc.subarray(['Gold', 'silver'], { minLength: 1 })
            : fc.constantFrom(...needles)
    return fc.record({ ...base, operator: fc.constant(operator), value })
  }),
)

export const caseRule = fc.oneof(
  fc.record({
    field: fc.constantFrom('first_name', 'last_name', 'email'),
    operator: fc.constantFrom(...textOperators),
    value: fc.constantFrom(...needles),
  }),
  fc.record({
    field: fc.constant('status'),
    operator: fc.constantFrom('in', 'not_in'),
    value: fc.subarray([...contactStatuses], { minLength: 1 }),
  }),
  ...(
    [
      ['country', ['US', 'GB']],
      ['network', ['310260', '23415']],
      ['source', contactSources],
    ] as const
  ).map(([field, values]) =>
    fc.record({
      field: fc.constant(field),
      operator: fc.constantFrom('in', 'not_in'),
      value: fc.subarray([...values], { minLength: 1 }),
    }),
  ),
  fc.record({
    field: fc.constant('tags'),
    operator: fc.constantFrom(...tagOperators),
    value: fc.subarray(tagPool, { minLength: 1 }),
  }),
  dateRule,
  customRule,
  fc.record({
    field: fc.constant('engagement'),
    event: fc.constantFrom(...engagementEvents),
    operator: fc.constantFrom('within_last_days', 'not_within_last_days'),
    days,
  }),
) as fc.Arbitrary<RuleCondition>
