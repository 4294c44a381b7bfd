import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type RoutingScope, routingPlanLimits } from '../../../../src/contract/constants'
import type { RoutingRuleResource, routingRuleRequest } from '../../../../src/contract/routing-plan'
import type { Database } from '../../db/connect'
import { networks, routingPlans, routingRuleRoutes, routingRules, smsRoutes } from '../../db/schema'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { knownIds } from '../campaigns/references'
import type { LoadedRule } from './decide'
import { shadowedRules } from './rule-match'

export type RuleInput = z.output<typeof routingRuleRequest>
type RuleRow = typeof routingRules.$inferSelect

/** A plan's rule as stored, with its split and the times the API shows. */
export interface StoredRule extends LoadedRule {
  planId: string
  name: string
  createdAt: Date
  updatedAt: Date
}

interface SplitRow {
  ruleId: string
  routeId: string
  weight: number
  failoverPosition: number
  routeName: string
  status: string
}

/** A rule's split as one JSON array, so a plan and all its rules come back in one query. */
const splitsJson = sql<SplitRow[] | null>`(
  select json_agg(json_build_object(
    'ruleId', rr.rule_id, 'routeId', rr.route_id, 'weight', rr.weight,
    'failoverPosition', rr.failover_position, 'routeName', s.name, 'status', s.status)
    order by rr.failover_position)
  from routing_rule_routes rr join sms_routes s on s.id = rr.route_id
  where rr.rule_id = ${routingRules.id})`

type RoutingPlan = { planId: string; rules: StoredRule[] } | null

/**
 * Plans as the router last read them, per database and team, by plan id ('' for the default),
 * each read at most `routingPlanLimits.cacheMs` ago. A write to the team's plans or rules forgets
 * them once committed (`forgetRoutingPlans`); the age bounds what a change made elsewhere (a
 * route switched off, another server process) takes to count.
 */
const cachedPlans = new WeakMap<
  Database,
  Map<string, Map<string, { at: number; plan: Promise<RoutingPlan> }>>
>()

/** Drops the team's cached plans after a committed change to its plans, rules or routes. */
export function forgetRoutingPlans(db: Database, teamId: string): void {
  cachedPlans.get(db)?.delete(teamId)
}

/** The plan a message is routed by (see `loadRoutingPlan`), from the cache while it is fresh. */
export function routingPlanFor(
  db: Database,
  teamId: string,
  scope: RoutingScope,
  planId: string | undefined,
  nowMs: number,
): Promise<RoutingPlan> {
  let teams = cachedPlans.get(db)
  if (!teams) {
    teams = new Map()
    cachedPlans.set(db, teams)
  }
  let plans = teams.get(teamId)
  if (!plans) {
    plans = new Map()
    teams.set(teamId, plans)
  }
  const key = `${scope} ${planId ?? ''}`
  const held = plans.get(key)
  if (held && nowMs - held.at < routingPlanLimits.cacheMs) return held.plan
  const plan = loadRoutingPlan(db, teamId, scope, planId)
  const entries = plans
  plan.catch(() => entries.delete(key))
  plans.set(key, { at: nowMs, plan })
  return plan
}

/**
 * The plan a message is routed by, with its rules and their splits, in one query: the plan
 * named, or the scope's default when none is. Null when the team has no such plan in the scope
 * (a campaign, routed in `sms`, never takes a hub plan).
 */
export async function loadRoutingPlan(
  db: Database,
  teamId: string,
  scope: RoutingScope,
  planId: string | undefined,
): Promise<{ planId: string; rules: StoredRule[] } | null> {
  const rows = await db
    .select({ planId: routingPlans.id, rule: routingRules, splits: splitsJson })
    .from(routingPlans)
    .leftJoin(routingRules, eq(routingRules.planId, routingPlans.id))
    .where(
      and(
        eq(routingPlans.teamId, teamId),
        eq(routingPlans.scope, scope),
        planId ? eq(routingPlans.id, planId) : eq(routingPlans.isDefault, true),
      ),
    )
    .orderBy(asc(routingRules.position), asc(routingRules.createdAt))
  const [first] = rows
  if (!first) return null
  return {
    planId: first.planId,
    rules: rows.flatMap(({ rule, splits }) => (rule ? [storedRule(rule, splits ?? [])] : [])),
  }
}

/** A plan's rules in the order they are tried, each with its split (none for an unknown plan). */
export async function loadPlanRules(
  db: Database,
  teamId: string,
  plan: { id: string; scope: RoutingScope },
): Promise<StoredRule[]> {
  return (await loadRoutingPlan(db, teamId, plan.scope, plan.id))?.rules ?? []
}

function storedRule(rule: RuleRow, splits: readonly SplitRow[]): StoredRule {
  return {
    id: rule.id,
    planId: rule.planId,
    position: rule.position,
    name: rule.name,
    countries: rule.countries,
    networkIds: rule.networkIds,
    senderPattern: rule.senderPattern,
    clients: rule.clients,
    mode: rule.mode,
    routes: splits
      .filter((split) => split.ruleId === rule.id)
      .map((split) => ({
        routeId: split.routeId,
        routeName: split.routeName,
        weight: split.weight,
        failoverPosition: split.failoverPosition,
        active: split.status === 'active',
      })),
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  }
}

/** The countries of the networks the rules name, for telling which rules shadow others. */
async function networkCountries(
  db: Database,
  teamId: string,
  rules: readonly StoredRule[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rules.flatMap((rule) => rule.networkIds))]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: networks.id, country: networks.country })
    .from(networks)
    .where(and(eq(networks.teamId, teamId), inArray(networks.id, ids)))
  return new Map(rows.map((row) => [row.id, row.country]))
}

/** A plan's rules as the API lists them, each shadowed one naming the rule that hides it. */
export async function presentPlanRules(
  db: Database,
  teamId: string,
  rules: readonly StoredRule[],
): Promise<RoutingRuleResource[]> {
  const countries = await networkCountries(db, teamId, rules)
  const shadowed = shadowedRules(rules, (id) => countries.get(id))
  return rules.map((rule) => presentRule(rule, shadowed.get(rule.id) ?? null))
}

export function presentRule(rule: StoredRule, shadowedBy: string | null): RoutingRuleResource {
  return {
    id: rule.id,
    plan_id: rule.planId,
    position: rule.position,
    ...ruleRequestOf(rule),
    routes: rule.routes.map((split) => ({
      route_id: split.routeId,
      route_name: split.routeName,
      weight: split.weight,
      failover_position: split.failoverPosition,
    })),
    shadowed_by: shadowedBy,
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  }
}

/** A stored rule as a rule body, for an update to be applied to and checked whole. */
export function ruleRequestOf(rule: StoredRule) {
  return {
    name: rule.name,
    countries: [...rule.countries],
    network_ids: [...rule.networkIds],
    sender_pattern: rule.senderPattern,
    clients: [...rule.clients],
    mode: rule.mode,
    routes: rule.routes.map((split) => ({
      route_id: split.routeId,
      weight: split.weight,
      failover_position: split.failoverPosition,
    })),
  }
}

/** The scope of each of `routeIds` that is a route of the team. */
async function routeScopes(tx: Database, teamId: string, routeIds: readonly string[]) {
  if (routeIds.length === 0) return new Map<string, RoutingScope>()
  const rows = await tx
    .select({ id: smsRoutes.id, scope: smsRoutes.scope })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, teamId), inArray(smsRoutes.id, [...routeIds])))
  return new Map(rows.map((row) => [row.id, row.scope]))
}

/**
 * Every route and network a rule names must be the team's, and each route of the plan's scope
 * (a hub plan routes over the hub's routes only): 422 on each that is not.
 */
async function checkRuleReferences(
  tx: Database,
  teamId: string,
  scope: RoutingScope,
  input: RuleInput,
): Promise<void> {
  const errors: FieldErrors = {}
  const routeIds = input.routes.map((split) => split.route_id)
  const scopes = await routeScopes(tx, teamId, routeIds)
  routeIds.forEach((id, index) => {
    const routeScope = scopes.get(id)
    if (!routeScope)
      errors[`routes.${index}.route_id`] = [said('thing.notFound', { thing: 'route' })]
    else if (routeScope !== scope)
      errors[`routes.${index}.route_id`] = [said('routingRule.otherScope')]
  })
  const knownNetworks = await knownIds(tx, networks, teamId, input.network_ids)
  input.network_ids.forEach((id, index) => {
    if (!knownNetworks.has(id))
      errors[`network_ids.${index}`] = [said('thing.notFound', { thing: 'network' })]
  })
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
}

const ruleValues = (input: RuleInput) => ({
  name: input.name,
  countries: input.countries,
  networkIds: input.network_ids,
  senderPattern: input.sender_pattern,
  clients: input.clients,
  mode: input.mode,
})

async function writeSplit(tx: Database, ruleId: string, input: RuleInput): Promise<void> {
  await tx.delete(routingRuleRoutes).where(eq(routingRuleRoutes.ruleId, ruleId))
  await tx.insert(routingRuleRoutes).values(
    input.routes.map((split) => ({
      ruleId,
      routeId: split.route_id,
      weight: input.mode === 'weighted' ? split.weight : 0,
      failoverPosition: split.failover_position,
    })),
  )
}

/** Adds a rule at the end of a plan, with its split, in the caller's transaction. */
export async function createRule(
  tx: Database,
  teamId: string,
  plan: { id: string; scope: RoutingScope },
  input: RuleInput,
): Promise<string> {
  const planId = plan.id
  await checkRuleReferences(tx, teamId, plan.scope, input)
  const [last] = await tx
    .select({ position: max(routingRules.position) })
    .from(routingRules)
    .where(eq(routingRules.planId, planId))
  const [stored] = await tx
    .insert(routingRules)
    .values({ ...ruleValues(input), teamId, planId, position: (last?.position ?? 0) + 1 })
    .returning({ id: routingRules.id })
  if (!stored) throw new Error('The rule was not stored')
  await writeSplit(tx, stored.id, input)
  return stored.id
}

/** Replaces a rule's matches and split, in the caller's transaction. */
export async function updateRule(
  tx: Database,
  teamId: string,
  scope: RoutingScope,
  ruleId: string,
  input: RuleInput,
): Promise<void> {
  await checkRuleReferences(tx, teamId, scope, input)
  await tx
    .update(routingRules)
    .set(ruleValues(input))
    .where(and(eq(routingRules.teamId, teamId), eq(routingRules.id, ruleId)))
  await writeSplit(tx, ruleId, input)
}

/** Numbers a plan's rules 1..n in the order given (every rule of the plan, once). */
export async function orderRules(
  tx: Database,
  planId: string,
  ruleIds: readonly string[],
): Promise<void> {
  for (const [index, id] of ruleIds.entries())
    await tx
      .update(routingRules)
      .set({ position: index + 1 })
      .where(and(eq(routingRules.planId, planId), eq(routingRules.id, id)))
}
