import { and, count, desc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import {
  type AutomationVersion,
  automationDuplicateRequest,
  automationPaths,
  automationPeriodCountsRequest,
  automationPublishRequest,
  automationVersionListQuery,
  nodeStatsRequest,
} from '../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import { referenceCheckRequest } from '../../../src/contract/automation/problems'
import { testRunRequest } from '../../../src/contract/automation/testRun'
import { webhookAttemptListQuery } from '../../../src/contract/automation/webhookLog'
import { id as idSchema } from '../../../src/contract/fields'
import type { Database } from '../db/connect'
import { pageOf, windowOf } from '../db/list-query'
import { automationVersions } from '../db/schema'
import type { AppDeps } from '../deps'
import type { Actor } from '../domain/activity/record'
import {
  duplicateAutomation,
  publishAutomation,
  toggleAutomationStatus,
} from '../domain/automations/commands'
import { automationNotFound, presentAutomation, readAutomation } from '../domain/automations/read'
import { missingRecords } from '../domain/automations/references'
import {
  mnpStatsOf,
  type NodeStatsScope,
  nodeStatsOf,
  periodCountsOf,
} from '../domain/automations/stats'
import { testRun } from '../domain/automations/test-run'
import { webhookAttemptsOf } from '../domain/automations/webhook-log'
import { actorOf } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { wordsFor } from '../http/locale'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { authorize } from './audience/guard'

/** The `:id` of the path, when it can be an automation's; anything else is an unknown one. */
function automationIdOf(c: Context): string {
  const value = c.req.param('id') ?? ''
  if (!idSchema.safeParse(value).success) throw automationNotFound()
  return value
}

const versionNotFound = () => new ApiError(404, 'automation.versionNotFound')

type VersionRow = typeof automationVersions.$inferSelect

const presentVersion = (row: VersionRow): AutomationVersion => ({
  version: row.version,
  published_at: row.publishedAt.toISOString(),
  published_by: { id: row.publishedById, name: row.publishedByName },
  node_count: row.graph.nodes.length,
  graph: row.graph,
})

/**
 * The automation calls beside CRUD (spec §7 toggle-status and nodes/stats; publish, versions
 * and duplicate from DOMAIN.md and ours). Mounted before the resource engine, so
 * `automations/nodes/stats` is never read as an id. Writers (editor and up) command; every
 * role reads.
 */
export function automationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  /** The journeys' counts of one automation of the team, by `count` (nodes/stats, mnp/stats). */
  const stats =
    <Answer>(
      count: (db: Database, scope: NodeStatsScope, draft: AutomationGraph) => Promise<Answer>,
    ) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const caller = c.get('access')
      authorize(caller, 'read', 'automation')
      const request = await readBody(c, nodeStatsRequest)
      const automation = await readAutomation(deps.db, caller.team.id, request.automation_id)
      const scope = {
        automationId: automation.id,
        version: request.version,
        from: request.from === null ? null : new Date(request.from),
        to: request.to === null ? null : new Date(request.to),
      }
      return c.json(await count(deps.db, scope, automation.graph))
    }
  app.post(`/${automationPaths.nodeStats}`, access, stats(nodeStatsOf))
  app.post(`/${automationPaths.mnpStats}`, access, stats(mnpStatsOf))

  app.post(`/${automationPaths.periodCounts}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'automation')
    const request = await readBody(c, automationPeriodCountsRequest)
    const from = request.from === null ? null : new Date(request.from)
    return c.json(await periodCountsOf(deps.db, caller.team.id, request.automation_ids, from))
  })

  // The editor asks which records its draft names are gone, before a publish would refuse them.
  app.post(`/${automationPaths.references}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'automation')
    const { references } = await readBody(c, referenceCheckRequest)
    return c.json({ missing: await missingRecords(deps.db, caller.team.id, references) })
  })

  /**
   * A command on one automation, with its input read first, in a transaction with the
   * automation locked; answers the automation as it is then.
   */
  const command =
    <Input>(
      read: (c: Context<AppEnv>) => Promise<Input>,
      run: (
        tx: Database,
        teamId: string,
        automationId: string,
        actor: Actor,
        now: Date,
        input: Input,
      ) => Promise<void>,
    ) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const caller = c.get('access')
      authorize(caller, 'update', 'automation')
      const automationId = automationIdOf(c)
      const input = await read(c)
      await deps.db.transaction((tx) =>
        run(tx, caller.team.id, automationId, actorOf(caller), deps.clock(), input),
      )
      const row = await readAutomation(deps.db, caller.team.id, automationId)
      return c.json(presentAutomation(row))
    }
  const noInput = async () => undefined
  const publishInput = async (c: Context<AppEnv>) =>
    (await readBody(c, automationPublishRequest)).node_map
  app.patch(`/${automationPaths.toggleStatus}`, access, command(noInput, toggleAutomationStatus))
  app.post(`/${automationPaths.publish}`, access, command(publishInput, publishAutomation))

  app.post(`/${automationPaths.duplicate}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'create', 'automation')
    const automationId = automationIdOf(c)
    const { name } = await readBody(c, automationDuplicateRequest)
    const say = wordsFor(c)
    const copyId = await deps.db.transaction((tx) =>
      duplicateAutomation(
        tx,
        caller.team.id,
        automationId,
        actorOf(caller),
        // Stored, not shown: without the marks that isolate a value inside a sentence.
        (original) =>
          name ?? say('automation.copyName', { name: original }).replace(/[\u2066-\u2069]/g, ''),
      ),
    )
    return c.json(presentAutomation(await readAutomation(deps.db, caller.team.id, copyId)), 201)
  })

  // A test run writes and sends nothing, but it belongs to editing: writers run it.
  app.post(`/${automationPaths.testRun}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'update', 'automation')
    const automation = await readAutomation(deps.db, caller.team.id, automationIdOf(c))
    const request = await readBody(c, testRunRequest)
    return c.json(await testRun(deps.db, caller.team.id, automation, request, deps.clock()))
  })

  app.get(`/${automationPaths.versions}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'automation')
    const automation = await readAutomation(deps.db, caller.team.id, automationIdOf(c))
    const query = readQuery(c, automationVersionListQuery)
    const where = eq(automationVersions.automationId, automation.id)
    const { limit, offset } = windowOf(query)
    const order =
      query.sort[0]?.direction === 'asc'
        ? automationVersions.version
        : desc(automationVersions.version)
    return c.json(
      await pageOf(
        query,
        deps.db
          .select()
          .from(automationVersions)
          .where(where)
          .orderBy(order)
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(automationVersions).where(where),
        (row) => {
          const { graph: _graph, ...summary } = presentVersion(row)
          return summary
        },
      ),
    )
  })

  // A webhook node's delivery log: every try, why it failed, and when the next one is due.
  app.get(`/${automationPaths.webhookAttempts}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'automation')
    const automation = await readAutomation(deps.db, caller.team.id, automationIdOf(c))
    const query = readQuery(c, webhookAttemptListQuery)
    return c.json(await webhookAttemptsOf(deps.db, automation.id, query))
  })

  app.get(`/${automationPaths.version}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'automation')
    const automation = await readAutomation(deps.db, caller.team.id, automationIdOf(c))
    const version = Number(c.req.param('version'))
    if (!Number.isSafeInteger(version) || version < 1) throw versionNotFound()
    const [row] = await deps.db
      .select()
      .from(automationVersions)
      .where(
        and(
          eq(automationVersions.automationId, automation.id),
          eq(automationVersions.version, version),
        ),
      )
    if (!row) throw versionNotFound()
    return c.json(presentVersion(row))
  })

  return app
}
