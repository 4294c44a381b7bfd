import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { id as idSchema } from '../../../src/contract/fields'
import {
  profitLogicRuleRequest,
  profitLogicRuleUpdateRequest,
  profitLogicWriters,
} from '../../../src/contract/profit-logic'
import { profitLogicPaths } from '../../../src/contract/routes'
import { profitLogicRules, profitLogics } from '../db/schema'
import type { AppDeps } from '../deps'
import { recordActivity } from '../domain/activity/record'
import {
  createRule,
  findRule,
  listRules,
  presentRule,
  ruleNotFound,
  ruleRequestOf,
  updateRule,
} from '../domain/profit-logic/store'
import { actorOf, ensureRole, type TeamAccess } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError, ValidationError } from '../http/errors'
import { requireTeamAccess } from '../http/team-access'
import { readBody } from '../http/validate'
import { said } from '../http/words'
import { authorize, findTeamRow } from './audience/guard'

const setNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'profitLogic' }))

/**
 * Profit logic (issue 18 item 5): the sets' CRUD through the resource engine, and their ordered
 * rules. Every member reads; owners and admins write. Another team's set or rule is a 404.
 */
export function profitLogicRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  const write = (caller: TeamAccess, action: 'create' | 'update' | 'delete') =>
    ensureRole(caller.team.role, profitLogicWriters, { action, things: 'profitLogicRule' })
  const setOf = (c: Context<AppEnv>) =>
    findTeamRow(deps.db, profitLogics, c.get('access'), c, setNotFound)
  const ruleIdOf = (c: Context) => {
    const ruleId = c.req.param('rule_id') ?? ''
    if (!idSchema.safeParse(ruleId).success) throw ruleNotFound()
    return ruleId
  }
  const log = (
    caller: TeamAccess,
    action: 'created' | 'updated' | 'deleted',
    subjectId: string,
    label: string,
  ) =>
    recordActivity(deps.db, {
      teamId: caller.team.id,
      actor: actorOf(caller),
      action,
      subjectType: 'profit_logic_rule',
      subjectId,
      subjectLabel: label,
    })

  app.get(`/${profitLogicPaths.rules}`, access, async (c) => {
    authorize(c.get('access'), 'read', 'profitLogicRule')
    return c.json(await listRules(deps.db, await setOf(c)))
  })

  app.post(`/${profitLogicPaths.rules}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'create')
    const set = await setOf(c)
    const input = await readBody(c, profitLogicRuleRequest)
    const row = await createRule(deps.db, set, input)
    await log(caller, 'created', row.id, set.name)
    return c.json(presentRule(row), 201)
  })

  app.get(`/${profitLogicPaths.rule}`, access, async (c) => {
    authorize(c.get('access'), 'read', 'profitLogicRule')
    return c.json(presentRule(await findRule(deps.db, await setOf(c), ruleIdOf(c))))
  })

  app.put(`/${profitLogicPaths.rule}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'update')
    const set = await setOf(c)
    const existing = await findRule(deps.db, set, ruleIdOf(c))
    const patch = await readBody(c, profitLogicRuleUpdateRequest)
    const merged = profitLogicRuleRequest.safeParse(
      { ...ruleRequestOf(existing), ...patch },
      { reportInput: true },
    )
    if (!merged.success) throw ValidationError.fromZod(merged.error)
    const row = await updateRule(deps.db, existing, merged.data)
    await log(caller, 'updated', row.id, set.name)
    return c.json(presentRule(row))
  })

  app.delete(`/${profitLogicPaths.rule}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'delete')
    const set = await setOf(c)
    const existing = await findRule(deps.db, set, ruleIdOf(c))
    await deps.db.delete(profitLogicRules).where(eq(profitLogicRules.id, existing.id))
    await log(caller, 'deleted', existing.id, set.name)
    return c.body(null, 204)
  })

  return app
}
