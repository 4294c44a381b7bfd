import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { RoutingScope } from '../../../src/contract/constants'
import { id as idSchema } from '../../../src/contract/fields'
import {
  defaultResourceRules,
  type ResourceAction,
  type ResourceRules,
} from '../../../src/contract/permissions'
import { routingScopeBody, routingScopeQuery } from '../../../src/contract/routing-scope'
import type { Database } from '../db/connect'
import { violatedConstraint } from '../db/errors'
import { containsText, orderOf, pageOf, windowOf } from '../db/list-query'
import type { AppDeps } from '../deps'
import { recordActivity } from '../domain/activity/record'
import { actorOf, ensureRole, type TeamAccess } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError, ValidationError } from '../http/errors'
import { localeOf, wordsFor } from '../http/locale'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { said } from '../http/words'
import type { AnyResource, ParsedListQuery } from './define'

type Row = Record<string, unknown>

/** The `:id` of a member path (always present there; typed loosely as the path is built). */
const idParam = (c: Context) => c.req.param('id') ?? ''

/** The fields whose values differ, for the log: names only, as values may be large or private. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  )
}

/** Serves one resource: index and store at its path, show, update and destroy at `:id`. */
export function resourceRoutes(deps: AppDeps, resource: AnyResource) {
  const app = new Hono<AppEnv>()
  const { table, schemas, thing } = resource
  const rules: ResourceRules = { ...defaultResourceRules, ...resource.rules }
  const notFound = () => new ApiError(404, said('thing.notFound', { thing }))
  const teamRows = (teamId: string, where?: SQL) => and(eq(table.teamId, teamId), where)
  /** The rows of the call's scope, for a scoped resource (define.ts `scope`). */
  const scopeOf = (c: Context): RoutingScope | undefined =>
    resource.scope ? readQuery(c, routingScopeQuery).scope : undefined
  const scopeRows = (scope: RoutingScope | undefined) =>
    scope && resource.scope ? resource.scope.rows(scope) : undefined

  /** Refuses a write that left the row outside the call's scope (a rate on another's route). */
  async function ensureInScope(db: Database, id: unknown, scope: RoutingScope | undefined) {
    if (!scope || !resource.scope) return
    const [kept] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), resource.scope.rows(scope)))
    if (!kept)
      throw ValidationError.field(resource.scope.refusal.field, resource.scope.refusal.message)
  }
  const columns = { ...getTableColumns(table), ...resource.computed }

  const authorize = (access: TeamAccess, action: ResourceAction) =>
    ensureRole(access.team.role, rules[action], { action, things: thing })

  /** A row of the caller's team; another team's id is as unknown as an id that never was. */
  async function find(
    db: Database,
    access: TeamAccess,
    id: string,
    scope: RoutingScope | undefined,
  ): Promise<Row> {
    if (!idSchema.safeParse(id).success) throw notFound()
    const [row] = await db
      .select(columns)
      .from(table)
      .where(teamRows(access.team.id, and(eq(table.id, id), scopeRows(scope))))
    if (!row) throw notFound()
    return row
  }

  /** A unique index the write broke is the caller's mistake: 422 on the field it guards. */
  function asValidationError(error: unknown): unknown {
    const constraint = violatedConstraint(error)
    const known = constraint ? resource.unique?.[constraint] : undefined
    return known ? ValidationError.field(known.field, known.message) : error
  }

  function listConditions(query: ParsedListQuery): SQL | undefined {
    const conditions = resource.filters === 'byListConditions' ? {} : resource.filters
    const filters = Object.entries(query.filter).map(([name, value]) => {
      const condition = conditions[name]
      return value === undefined || value === null || !condition ? undefined : condition(value)
    })
    return and(...filters, containsText(resource.searchColumns, query.search))
  }

  const collection = `/${resource.path}`
  const member = `/${resource.path}/:id`
  const access = requireTeamAccess(deps)

  app.get(collection, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read')
    const query = readQuery(c, schemas.query)
    const teamConditions = await resource.listConditions?.(deps.db, caller.team.id, query)
    const where = teamRows(
      caller.team.id,
      and(listConditions(query), teamConditions, scopeRows(scopeOf(c))),
    )
    const { limit, offset } = windowOf(query)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select(columns)
          .from(table)
          .where(where)
          .orderBy(...orderOf(query.sort, resource.sortColumns, table.id))
          .limit(limit)
          .offset(offset),
        resource.listTotal
          ? resource.listTotal(deps.db, caller.team.id, query, where as SQL)
          : deps.db.select({ value: count() }).from(table).where(where),
        (row) => resource.present(row, localeOf(c)),
      ),
    )
  })

  app.post(collection, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'create')
    const input = await readBody(c, schemas.create)
    const scope = resource.scope
      ? ((await readBody(c, routingScopeBody)).scope ?? scopeOf(c))
      : undefined
    const row = await deps.db
      .transaction(async (tx) => {
        const prepared = resource.prepare
          ? await resource.prepare(tx, caller.team.id, input, deps.appKey, scope)
          : input
        const [stored] = await tx
          .insert(table)
          .values({
            ...resource.toValues(prepared),
            ...(scope && resource.scope?.values?.(scope)),
            teamId: caller.team.id,
          })
          .returning()
        if (!stored) throw new Error(`The ${thing} was not stored`)
        await ensureInScope(tx, stored.id, scope)
        const completed =
          (await resource.afterCreate?.(tx, caller.team.id, stored, actorOf(caller))) ?? stored
        await recordActivity(tx, {
          teamId: caller.team.id,
          actor: actorOf(caller),
          action: 'created',
          subjectType: resource.subjectType,
          subjectId: String(stored.id),
          subjectLabel: resource.label(stored),
        })
        return completed
      })
      .catch((error: unknown) => {
        throw asValidationError(error)
      })
    resource.afterCommit?.(deps.db, caller.team.id)
    if (resource.kicksWork) deps.work.kick()
    const shown = resource.computed ? await find(deps.db, caller, String(row.id), scope) : row
    return c.json(resource.present(shown, localeOf(c)), 201)
  })

  app.get(member, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read')
    const row = await find(deps.db, caller, idParam(c), scopeOf(c))
    return c.json(resource.present(row, localeOf(c)))
  })

  app.put(member, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'update')
    const patch = (await readBody(c, schemas.update)) as Row
    const scope = scopeOf(c)
    const existing = await find(deps.db, caller, idParam(c), scope)
    await resource.guardChange?.(deps.db, caller.team.id, existing, 'update')
    const before = resource.toRequest(existing) as Row
    const merged = schemas.create.safeParse({ ...before, ...patch }, { reportInput: true })
    if (!merged.success) throw ValidationError.fromZod(merged.error)
    const fields = changedFields(before, merged.data as Row)
    const row = await deps.db
      .transaction(async (tx) => {
        await resource.guardChange?.(tx, caller.team.id, existing, 'update')
        const prepared = resource.prepare
          ? await resource.prepare(tx, caller.team.id, merged.data, deps.appKey, scope)
          : merged.data
        const [stored] = await tx
          .update(table)
          .set(resource.toValues(prepared))
          .where(teamRows(caller.team.id, eq(table.id, existing.id)))
          .returning()
        if (!stored) throw notFound()
        await ensureInScope(tx, stored.id, scope)
        const completed =
          (await resource.afterUpdate?.(tx, caller.team.id, existing, stored, actorOf(caller))) ??
          stored
        if (fields.length > 0)
          await recordActivity(tx, {
            teamId: caller.team.id,
            actor: actorOf(caller),
            action: 'updated',
            subjectType: resource.subjectType,
            subjectId: String(stored.id),
            subjectLabel: resource.label(stored),
            properties: { fields },
          })
        return completed
      })
      .catch((error: unknown) => {
        throw asValidationError(error)
      })
    resource.afterCommit?.(deps.db, caller.team.id)
    if (resource.kicksWork) deps.work.kick()
    const shown = resource.computed ? await find(deps.db, caller, String(row.id), scope) : row
    return c.json(resource.present(shown, localeOf(c)))
  })

  app.delete(member, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'delete')
    const existing = await find(deps.db, caller, idParam(c), scopeOf(c))
    await deps.db.transaction(async (tx) => {
      await resource.guardChange?.(tx, caller.team.id, existing, 'delete')
      await tx.delete(table).where(teamRows(caller.team.id, eq(table.id, existing.id)))
      await resource.afterDelete?.(tx, caller.team.id, existing)
      await recordActivity(tx, {
        teamId: caller.team.id,
        actor: actorOf(caller),
        action: 'deleted',
        subjectType: resource.subjectType,
        subjectId: String(existing.id),
        subjectLabel: resource.label(existing),
      })
    })
    resource.afterCommit?.(deps.db, caller.team.id)
    return c.json({ message: wordsFor(c)('thing.deleted', { thing }) })
  })

  return app
}
