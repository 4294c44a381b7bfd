import { z } from 'zod'
import { audienceLimits } from './constants'
import { contactSource, contactStatus, networkCode, tagName } from './contact'
import { customFieldInput } from './custom-field-value'
import { calendarDay, text } from './fields'
import { says } from './messages'
import { countryCode } from './onboarding'

/**
 * A segment's rules (DOMAIN.md): groups matching `all` or `any` of their rules, each rule a
 * condition or a nested group. Conditions look at contact fields, custom fields, tags, country,
 * network and engagement (delivered / clicked / replied / answered within N days). The tree is
 * bounded: at most segmentMaxDepth groups deep and segmentMaxConditions conditions.
 */

export const textOperators = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'is_empty',
  'is_not_empty',
] as const
export const setOperators = ['in', 'not_in'] as const
export const tagOperators = ['has_any', 'has_all', 'has_none'] as const
export const dateOperators = [
  'before',
  'after',
  'on',
  'within_last_days',
  'not_within_last_days',
  'is_empty',
  'is_not_empty',
] as const
export const numberOperators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'is_empty',
  'is_not_empty',
] as const
export const booleanOperators = ['is_true', 'is_false', 'is_empty', 'is_not_empty'] as const
export const selectOperators = ['in', 'not_in', 'is_empty', 'is_not_empty'] as const
export const engagementOperators = ['within_last_days', 'not_within_last_days'] as const

/** What a contact did with a message or a call; campaigns record these. */
export const engagementEvents = ['delivered', 'clicked', 'replied', 'answered'] as const
export const engagementEvent = z.enum(engagementEvents)
export type EngagementEvent = z.infer<typeof engagementEvent>

/** Operators that take no value. */
export const valuelessOperators = ['is_empty', 'is_not_empty', 'is_true', 'is_false'] as const
const needsNoValue = (operator: string) =>
  (valuelessOperators as readonly string[]).includes(operator)

const days = z.number().int().min(1).max(audienceLimits.engagementMaxDays)
const day = calendarDay
const ruleText = text(255)

function valueCheck(
  rule: { operator: string; value?: unknown },
  ctx: z.RefinementCtx,
  accepts: (operator: string, value: unknown) => boolean,
  expected: string,
) {
  if (needsNoValue(rule.operator)) return
  if (rule.value === undefined || !accepts(rule.operator, rule.value))
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      ...says('segment.valueExpected', { expected, operator: rule.operator }),
    })
}

const textCondition = z
  .object({
    field: z.enum(['phone', 'first_name', 'last_name', 'email']),
    operator: z.enum(textOperators),
    value: ruleText.optional(),
  })
  .superRefine((rule, ctx) =>
    valueCheck(rule, ctx, (_, value) => typeof value === 'string' && value !== '', 'text'),
  )

const setCondition = <Field extends string, Item extends z.ZodType>(field: Field, item: Item) =>
  z.object({
    field: z.literal(field),
    operator: z.enum(setOperators),
    value: z.array(item).min(1).max(audienceLimits.maxTagsPerContact),
  })

const tagCondition = z.object({
  field: z.literal('tags'),
  operator: z.enum(tagOperators),
  value: z.array(tagName).min(1).max(audienceLimits.maxTagsPerContact),
})

const dateCondition = z
  .object({
    field: z.enum(['created_at', 'updated_at', 'last_contacted_at']),
    operator: z.enum(dateOperators),
    value: z.union([day, days]).optional(),
  })
  .superRefine((rule, ctx) =>
    valueCheck(
      rule,
      ctx,
      (operator, value) =>
        operator.endsWith('_days') ? typeof value === 'number' : typeof value === 'string',
      rule.operator.endsWith('_days') ? 'days' : 'day',
    ),
  )

/**
 * A custom field condition. Which operators and values fit depends on the field's type, which
 * lives in the team's data: the server checks them (422 on `…value` or `…operator`).
 */
const customCondition = z.object({
  field: z.literal('custom_field'),
  key: z.string().regex(/^[a-z][a-z0-9_]*$/, says('customField.unknownKey')),
  operator: z.enum([
    ...new Set([
      ...textOperators,
      ...numberOperators,
      ...dateOperators,
      ...booleanOperators,
      ...selectOperators,
    ]),
  ] as [string, ...string[]]),
  value: z.union([customFieldInput, z.array(z.string().max(255)).min(1).max(100)]).optional(),
})

const engagementCondition = z.object({
  field: z.literal('engagement'),
  event: engagementEvent,
  operator: z.enum(engagementOperators),
  days,
})

export const ruleCondition = z.union([
  textCondition,
  setCondition('status', contactStatus),
  setCondition('source', contactSource),
  setCondition('country', countryCode),
  setCondition('network', networkCode),
  tagCondition,
  dateCondition,
  customCondition,
  engagementCondition,
])
export type RuleCondition = z.output<typeof ruleCondition>

export const groupMatches = ['all', 'any'] as const

export interface RuleGroup {
  match: (typeof groupMatches)[number]
  rules: (RuleGroup | RuleCondition)[]
}

const ruleGroupShape: z.ZodType<RuleGroup> = z.object({
  match: z.enum(groupMatches),
  get rules() {
    return z
      .array(z.union([ruleGroupShape, ruleCondition]))
      .max(audienceLimits.segmentMaxConditions)
  },
})

const isGroup = (node: unknown): node is { rules: unknown } =>
  typeof node === 'object' && node !== null && 'rules' in node

/**
 * Depth and size, measured before the shape is parsed, so a hostile tree a thousand groups deep
 * costs a walk, not a parse that recurses a thousand times.
 */
function checkBounds(tree: unknown, ctx: z.RefinementCtx) {
  const pending: [unknown, number][] = [[tree, 1]]
  let conditions = 0
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number]
    if (!isGroup(node)) {
      conditions += 1
      continue
    }
    if (depth > audienceLimits.segmentMaxDepth) {
      ctx.addIssue({
        code: 'custom',
        ...says('segment.tooDeep', { max: audienceLimits.segmentMaxDepth }),
      })
      return
    }
    if (Array.isArray(node.rules)) for (const child of node.rules) pending.push([child, depth + 1])
  }
  if (conditions > audienceLimits.segmentMaxConditions)
    ctx.addIssue({
      code: 'custom',
      ...says('segment.tooManyConditions', { max: audienceLimits.segmentMaxConditions }),
    })
}

/** A rule tree: bounded first, then parsed. An empty `all` group matches every contact. */
export const segmentRules = z.unknown().superRefine(checkBounds).pipe(ruleGroupShape)

/** Walks every condition of a tree with its path (for messages), depth first. */
export function* conditionsOf(
  group: RuleGroup,
  path: (string | number)[] = [],
): Generator<[RuleCondition, (string | number)[]]> {
  for (const [index, node] of group.rules.entries()) {
    const nodePath = [...path, 'rules', index]
    if ('match' in node) yield* conditionsOf(node, nodePath)
    else yield [node, nodePath]
  }
}
