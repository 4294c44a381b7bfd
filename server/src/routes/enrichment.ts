import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  enrichmentStarters,
  hlrAnalyticsQuery,
  hlrLogListQuery,
  mnpAnswerListQuery,
  mnpLookupRequest,
  mnpRequestListQuery,
} from '../../../src/contract/enrichment'
import { enrichmentPaths } from '../../../src/contract/routes'
import { mnpRequests } from '../db/schema'
import type { AppDeps } from '../deps'
import { hlrAnalyticsOf } from '../domain/enrichment/analytics'
import { countLookups } from '../domain/enrichment/count'
import { hlrLogPage, mnpAnswerPage, mnpRequestPage } from '../domain/enrichment/lists'
import { lookupNumbers } from '../domain/enrichment/numbers'
import { presentMnpRequest } from '../domain/enrichment/present'
import { startLookupRun } from '../domain/enrichment/start'
import { ensureRole } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { said } from '../http/words'
import { authorize, findTeamRow } from './audience/guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'mnpLookup' }))

/**
 * MNP and HLR enrichment (DOMAIN.md "Enrichment"): every member reads the cached answers, runs,
 * logs and analytics, and may count what a run would cost; owners and admins start runs (they
 * spend the team's money). Another team's run is a 404, and so is filtering logs by it.
 */
export function enrichmentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${enrichmentPaths.mnpAnswers}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'mnpLookup')
    const query = readQuery(c, mnpAnswerListQuery)
    return c.json(await mnpAnswerPage(deps.db, caller.team.id, query, deps.clock()))
  })

  app.post(`/${enrichmentPaths.mnpCount}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'mnpLookup')
    const body = await readBody(c, mnpLookupRequest)
    const now = deps.clock()
    const numbers = await lookupNumbers(deps.db, caller.team.id, body, now)
    return c.json(await countLookups(deps.db, caller.team.id, numbers, now))
  })

  app.post(`/${enrichmentPaths.mnpStart}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, enrichmentStarters, { action: 'create', things: 'mnpLookup' })
    const body = await readBody(c, mnpLookupRequest)
    const numbers = await lookupNumbers(deps.db, caller.team.id, body, deps.clock())
    const run = await startLookupRun(
      deps,
      { teamId: caller.team.id, userId: caller.user.id },
      { segmentId: body.segment_id ?? null },
      numbers,
    )
    return c.json(presentMnpRequest(run), 201)
  })

  app.get(`/${enrichmentPaths.mnpRequests}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'mnpLookup')
    const query = readQuery(c, mnpRequestListQuery)
    return c.json(await mnpRequestPage(deps.db, caller.team.id, query))
  })

  app.get(`/${enrichmentPaths.mnpRequest}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'mnpLookup')
    return c.json(presentMnpRequest(await findTeamRow(deps.db, mnpRequests, caller, c, notFound)))
  })

  app.get(`/${enrichmentPaths.hlrLogs}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'mnpLookup')
    const query = readQuery(c, hlrLogListQuery)
    const requestId = query.filter.request_id
    if (requestId) {
      const [run] = await deps.db
        .select({ id: mnpRequests.id })
        .from(mnpRequests)
        .where(and(eq(mnpRequests.teamId, caller.team.id), eq(mnpRequests.id, requestId)))
      if (!run) throw notFound()
    }
    return c.json(await hlrLogPage(deps.db, caller.team.id, query))
  })

  app.get(`/${enrichmentPaths.hlrAnalytics}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'mnpLookup')
    const query = readQuery(c, hlrAnalyticsQuery)
    return c.json(await hlrAnalyticsOf(deps.db, caller.team.id, query))
  })
  return app
}
