import { and, count, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { type RoutingScope, routingPlanLimits } from '../../../../src/contract/constants'
import { id as idSchema } from '../../../../src/contract/fields'
import { smsRoutingPaths } from '../../../../src/contract/routes'
import {
  routingRuleReorderRequest,
  routingRuleRequest,
  routingRuleUpdateRequest,
  routingSimulateRequest,
} from '../../../../src/contract/routing-plan'
import { routingScopeQuery } from '../../../../src/contract/routing-scope'
import { routingPlans, routingRules } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { recordActivity } from '../../domain/activity/record'
import {
  createRule,
  forgetRoutingPlans,
  loadPlanRules,
  orderRules,
  presentPlanRules,
  ruleRequestOf,
  updateRule,
} from '../../domain/routing/plan-rules'
import { simulateRouting } from '../../domain/routing/simulate'
import { actorOf, ensureRole, type TeamAccess } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError, ValidationError } from '../../http/errors'
import { wordsFor } from '../../http/locale'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, findTeamRow } from '../audience/guard'

const planNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'routingPlan' }))
const ruleNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'routingRule' }))

/** Owners and admins write routing; everyone in the team reads it. */
const writeRouting = (caller: TeamAccess, action: 'create' | 'update' | 'delete') =>
  ensureRole(caller.team.role, ['owner', 'admin'], { action, things: 'routingRule' })

/**
 * A plan's rules (CRUD at sms/routing/plans/:id/rules, each rule holding its split; reorder)
 * and POST sms/routing/simulate. Another team's plan or rule is a 404 like one that never was.
 */
export function routingPlanRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  /** The plan of the path, in the call's scope: another scope's plan is unknown there. */
  async function planOf(c: Context<AppEnv>) {
    const plan = await findTeamRow(deps.db, routingPlans, c.get('access'), c, planNotFound)
    if (plan.scope !== readQuery(c, routingScopeQuery).scope) throw planNotFound()
    return plan
  }

  type Plan = { id: string; scope: RoutingScope }

  async function ruleOf(c: Context<AppEnv>, plan: Plan) {
    const ruleId = c.req.param('rule_id') ?? ''
    if (!idSchema.safeParse(ruleId).success) throw ruleNotFound()
    const rules = await loadPlanRules(deps.db, c.get('access').team.id, plan)
    const rule = rules.find((each) => each.id === ruleId)
    if (!rule) throw ruleNotFound()
    return { rule, rules }
  }

  async function listed(teamId: string, plan: Plan) {
    return presentPlanRules(deps.db, teamId, await loadPlanRules(deps.db, teamId, plan))
  }

  async function shown(teamId: string, plan: Plan, ruleId: string) {
    const rule = (await listed(teamId, plan)).find((each) => each.id === ruleId)
    if (!rule) throw ruleNotFound()
    return rule
  }

  const logRule = (
    tx: typeof deps.db,
    caller: TeamAccess,
    action: 'created' | 'updated' | 'deleted',
    plan: { name: string },
    ruleId: string,
  ) =>
    recordActivity(tx, {
      teamId: caller.team.id,
      actor: actorOf(caller),
      action,
      subjectType: 'routing_rule',
      subjectId: ruleId,
      subjectLabel: plan.name,
    })

  app.get(`/${smsRoutingPaths.routingRules}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'routingRule')
    const plan = await planOf(c)
    return c.json({ data: await listed(caller.team.id, plan) })
  })

  app.post(`/${smsRoutingPaths.routingRules}`, access, async (c) => {
    const caller = c.get('access')
    writeRouting(caller, 'create')
    const plan = await planOf(c)
    const input = await readBody(c, routingRuleRequest)
    const ruleId = await deps.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ value: count() })
        .from(routingRules)
        .where(eq(routingRules.planId, plan.id))
      if ((held?.value ?? 0) >= routingPlanLimits.rulesMax)
        throw ValidationError.field(
          'routes',
          said('routingRule.full', { max: routingPlanLimits.rulesMax }),
        )
      const id = await createRule(tx, caller.team.id, plan, input)
      await logRule(tx, caller, 'created', plan, id)
      return id
    })
    forgetRoutingPlans(deps.db, caller.team.id)
    return c.json(await shown(caller.team.id, plan, ruleId), 201)
  })

  app.post(`/${smsRoutingPaths.routingRulesReorder}`, access, async (c) => {
    const caller = c.get('access')
    writeRouting(caller, 'update')
    const plan = await planOf(c)
    const { rule_ids } = await readBody(c, routingRuleReorderRequest)
    await deps.db.transaction(async (tx) => {
      const held = await loadPlanRules(tx, caller.team.id, plan)
      const wanted = new Set(rule_ids)
      if (
        wanted.size !== rule_ids.length ||
        held.length !== rule_ids.length ||
        held.some((rule) => !wanted.has(rule.id))
      )
        throw ValidationError.field('rule_ids', said('routingRule.order'))
      await orderRules(tx, plan.id, rule_ids)
    })
    forgetRoutingPlans(deps.db, caller.team.id)
    return c.json({ data: await listed(caller.team.id, plan) })
  })

  app.get(`/${smsRoutingPaths.routingRule}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'routingRule')
    const plan = await planOf(c)
    const { rule } = await ruleOf(c, plan)
    return c.json(await shown(caller.team.id, plan, rule.id))
  })

  app.put(`/${smsRoutingPaths.routingRule}`, access, async (c) => {
    const caller = c.get('access')
    writeRouting(caller, 'update')
    const plan = await planOf(c)
    const { rule } = await ruleOf(c, plan)
    const patch = await readBody(c, routingRuleUpdateRequest)
    const defined = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    )
    const merged = routingRuleRequest.safeParse(
      { ...ruleRequestOf(rule), ...defined },
      { reportInput: true },
    )
    if (!merged.success) throw ValidationError.fromZod(merged.error)
    await deps.db.transaction(async (tx) => {
      await updateRule(tx, caller.team.id, plan.scope, rule.id, merged.data)
      await logRule(tx, caller, 'updated', plan, rule.id)
    })
    forgetRoutingPlans(deps.db, caller.team.id)
    return c.json(await shown(caller.team.id, plan, rule.id))
  })

  app.delete(`/${smsRoutingPaths.routingRule}`, access, async (c) => {
    const caller = c.get('access')
    writeRouting(caller, 'delete')
    const plan = await planOf(c)
    const { rule, rules } = await ruleOf(c, plan)
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(routingRules)
        .where(and(eq(routingRules.teamId, caller.team.id), eq(routingRules.id, rule.id)))
      await orderRules(
        tx,
        plan.id,
        rules.filter((each) => each.id !== rule.id).map((each) => each.id),
      )
      await logRule(tx, caller, 'deleted', plan, rule.id)
    })
    forgetRoutingPlans(deps.db, caller.team.id)
    return c.json({ message: wordsFor(c)('thing.deleted', { thing: 'routingRule' }) })
  })

  app.post(`/${smsRoutingPaths.simulate}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'routingPlan')
    const input = await readBody(c, routingSimulateRequest)
    const trace = await simulateRouting(
      { db: deps.db, mnpSource: deps.mnpSource, now: deps.clock() },
      caller.team.id,
      readQuery(c, routingScopeQuery).scope,
      input,
    )
    const words = wordsFor(c)
    return c.json({
      ...trace,
      rules: trace.rules.map((step) => ({
        id: step.id,
        position: step.position,
        matched: step.matched,
        reason: words('routingSimulate.reason', { reason: step.verdict }),
      })),
    })
  })
  return app
}
