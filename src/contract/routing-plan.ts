import { z } from 'zod'
import { routingPlanLimits as limits, routingScopes } from './constants'
import { id, requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { countryCode } from './onboarding'
import { profitVerdict } from './profit-logic'

/**
 * Routing plans (DOMAIN.md "Routing and rates"): ordered rules, each matching on country,
 * network, sender id pattern and client, and splitting what it matches over routes by weight
 * (summing to 100) with a failover order, or taking the cheapest route in force (`least_cost`).
 * One plan may be the team's default: the plan of a campaign that names none.
 */
export const routingPlanRequest = z.object({
  name: requiredText(limits.nameMaxLength),
  description: text(limits.descriptionMaxLength).default(''),
  is_default: z.boolean().default(false),
})
export type RoutingPlanRequest = z.input<typeof routingPlanRequest>

export const routingPlanUpdateRequest = z.object({
  name: requiredText(limits.nameMaxLength).optional(),
  description: text(limits.descriptionMaxLength).optional(),
  is_default: z.boolean().optional(),
})

export const routingPlanResource = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  scope: z.enum(routingScopes),
  rule_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type RoutingPlanResource = z.infer<typeof routingPlanResource>

export const routingPlanListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: {},
})
export const routingPlanList = listResponse(routingPlanResource)
export type RoutingPlanList = z.infer<typeof routingPlanList>

export const routingRuleModes = ['weighted', 'least_cost'] as const
export type RoutingRuleMode = (typeof routingRuleModes)[number]
export const routingClientKinds = ['member', 'api_token', 'hub_client'] as const

/** One route of a rule's split: its share (percent) and its place in the failover order. */
export interface SplitRoute {
  route_id: string
  weight: number
  failover_position: number
}

/**
 * What is wrong with a rule's split, as contract message keys by field: a route named twice,
 * failover positions that are not 1..n each once, and (weighted rules only) weights that do
 * not add up to exactly 100. The schema and the rule editor's live sum both ask this.
 */
export function splitProblems(
  routes: readonly SplitRoute[],
  mode: RoutingRuleMode,
): {
  path: (string | number)[]
  key: 'routing.routeTwice' | 'routing.failoverOrder' | 'routing.weightsSum'
}[] {
  const problems: ReturnType<typeof splitProblems> = []
  const seen = new Set<string>()
  routes.forEach((route, index) => {
    if (seen.has(route.route_id))
      problems.push({ path: ['routes', index, 'route_id'], key: 'routing.routeTwice' })
    seen.add(route.route_id)
  })
  const positions = routes.map((route) => route.failover_position).sort((a, b) => a - b)
  if (positions.some((position, index) => position !== index + 1))
    problems.push({ path: ['routes'], key: 'routing.failoverOrder' })
  if (mode === 'weighted' && weightTotal(routes) !== limits.weightTotal)
    problems.push({ path: ['routes'], key: 'routing.weightsSum' })
  return problems
}

/** The sum of a split's weights. */
export const weightTotal = (routes: readonly { weight: number }[]): number =>
  routes.reduce((sum, route) => sum + route.weight, 0)

const splitRoute = z.object({
  route_id: id,
  weight: z.coerce.number().int().min(0).max(limits.weightTotal).default(0),
  failover_position: z.coerce.number().int().min(1).max(limits.routesPerRuleMax),
})

/** `*` any run of characters, `?` one; letters, digits, spaces and `+-_.` besides. */
const senderPattern = z
  .string()
  .trim()
  .max(limits.senderPatternMaxLength)
  .regex(/^[\p{L}\p{N} +\-_.*?]+$/u, says('routing.senderPattern'))

const client = z.object({ kind: z.enum(routingClientKinds), id: z.string().trim().min(1).max(64) })

const ruleFields = {
  name: text(limits.nameMaxLength),
  countries: z
    .array(countryCode)
    .max(limits.matchesMax)
    .transform((values) => [...new Set(values)].sort()),
  network_ids: z
    .array(id)
    .max(limits.matchesMax)
    .transform((values) => [...new Set(values)]),
  sender_pattern: senderPattern.nullable(),
  clients: z.array(client).max(limits.matchesMax),
  mode: z.enum(routingRuleModes),
  routes: z.array(splitRoute).min(1).max(limits.routesPerRuleMax),
}

function checkSplit(
  rule: { routes: SplitRoute[]; mode: RoutingRuleMode },
  ctx: z.RefinementCtx,
): void {
  for (const problem of splitProblems(rule.routes, rule.mode))
    ctx.addIssue({
      code: 'custom',
      path: problem.path,
      ...says(problem.key, { total: limits.weightTotal }),
    })
}

/** POST sms/routing/plans/:id/rules: a rule goes last; reorder moves it. */
export const routingRuleRequest = z
  .object({
    ...ruleFields,
    name: ruleFields.name.default(''),
    countries: ruleFields.countries.default([]),
    network_ids: ruleFields.network_ids.default([]),
    sender_pattern: ruleFields.sender_pattern.default(null),
    clients: ruleFields.clients.default([]),
    mode: ruleFields.mode.default('weighted'),
  })
  .superRefine(checkSplit)
export type RoutingRuleRequest = z.input<typeof routingRuleRequest>

/** PUT sms/routing/plans/:id/rules/:rule_id: what is given replaces the rule's value. */
export const routingRuleUpdateRequest = z.object(ruleFields).partial()

/** POST sms/routing/plans/:id/rules/reorder: every rule of the plan, in its new order. */
export const routingRuleReorderRequest = z.object({
  rule_ids: z.array(id).max(limits.rulesMax),
})

export const routingRuleResource = z.object({
  id: z.string(),
  plan_id: z.string(),
  position: z.number().int(),
  name: z.string(),
  countries: z.array(z.string()),
  network_ids: z.array(z.string()),
  sender_pattern: z.string().nullable(),
  clients: z.array(z.object({ kind: z.enum(routingClientKinds), id: z.string() })),
  mode: z.enum(routingRuleModes),
  routes: z.array(
    z.object({
      route_id: z.string(),
      route_name: z.string(),
      weight: z.number().int(),
      failover_position: z.number().int(),
    }),
  ),
  /** The earlier rule whose matches cover all of this one's: this rule can never match. */
  shadowed_by: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type RoutingRuleResource = z.infer<typeof routingRuleResource>
export const routingRuleList = z.object({ data: z.array(routingRuleResource) })
export type RoutingRuleList = z.infer<typeof routingRuleList>

/** POST sms/routing/simulate (DOMAIN.md "Routing simulation"). */
export const routingSimulateRequest = z.object({
  to: z.string().trim().min(1).max(32),
  from: text(limits.senderPatternMaxLength).optional(),
  client_id: z.string().trim().min(1).max(64).optional(),
  plan_id: id.optional(),
  /** The moment whose rates count; now when absent. A future moment uses scheduled rates. */
  at: z.iso.datetime({ offset: true }).optional(),
  /** The message, for its parts and encoding; one empty part when absent. */
  text: z.string().max(1600).optional(),
})
export type RoutingSimulateRequest = z.input<typeof routingSimulateRequest>

export const routingSimulateRoute = z.object({
  route_id: z.string(),
  route_name: z.string(),
  weight: z.number().int(),
  failover_position: z.number().int(),
  /** Per part, decimal text; null when the route has no rate in force for the number. */
  vendor_cost: z.string().nullable(),
  /** Null until the hub's client prices exist (issue 18). */
  client_price: z.string().nullable(),
  margin: z.string().nullable(),
  currency: z.string().nullable(),
  chosen: z.boolean(),
  /** Hub scope with a client: the profit logic's verdict on the route's margin (issue 18). */
  profit: profitVerdict.optional(),
})
export type RoutingSimulateRoute = z.infer<typeof routingSimulateRoute>

export const routingSimulateResponse = z.object({
  plan_id: z.string(),
  number: z.object({ e164: z.string(), country: z.string().nullable() }),
  mnp: z
    .object({ ported: z.boolean(), network_id: z.string().nullable(), age_s: z.number() })
    .nullable(),
  network: z
    .object({ id: z.string(), mcc: z.string(), mnc: z.string(), name: z.string() })
    .nullable(),
  rules: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      matched: z.boolean(),
      reason: z.string(),
    }),
  ),
  rule_id: z.string().nullable(),
  routes: z.array(routingSimulateRoute),
  parts: z.number().int(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  total_cost: z.string().nullable(),
  /** Hub scope with a client: the profit logic refused every route that could take it. */
  profit_blocked: z.boolean().optional(),
})
export type RoutingSimulateResponse = z.infer<typeof routingSimulateResponse>
