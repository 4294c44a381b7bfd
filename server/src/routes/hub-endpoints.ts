import { and, count, desc, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { id as idSchema } from '../../../src/contract/fields'
import {
  type HubEndpointApiKey,
  hubEndpointWriters,
  type RateNoticeList,
  rateNoticeListQuery,
  staticClientRateListQuery,
  staticClientRateRequest,
  staticClientRateUpdateRequest,
} from '../../../src/contract/hub-endpoint'
import { hubEndpointPaths } from '../../../src/contract/routes'
import { pageOf, windowOf } from '../db/list-query'
import { companies, hubEndpoints, rateNotices, staticClientRates } from '../db/schema'
import type { AppDeps } from '../deps'
import { recordActivity } from '../domain/activity/record'
import { clientCompanyOf } from '../domain/hub-endpoints/checks'
import { issueApiKey } from '../domain/hub-endpoints/credentials'
import { prepareRateNotice } from '../domain/hub-endpoints/rate-notice'
import { applyRates, sendRateNotice } from '../domain/hub-endpoints/send-and-apply'
import {
  createStaticRate,
  findStaticRate,
  presentStaticRate,
  refuseToldPrice,
  staticRatePage,
  staticRateRequestOf,
  updateStaticRate,
} from '../domain/hub-endpoints/static-rates'
import { actorOf, ensureRole, type TeamAccess } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { ApiError, ValidationError } from '../http/errors'
import { localeOf } from '../http/locale'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'
import { said } from '../http/words'
import { resourceRoutes } from '../resources/engine'
import { hubEndpointsResource } from '../resources/hub-endpoints'
import { authorize, findTeamRow } from './audience/guard'

const endpointNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'hubEndpoint' }))
const rateNotFound = () => new ApiError(404, said('thing.notFound', { thing: 'staticClientRate' }))

/**
 * Hub endpoints (issue 18 item 2): their CRUD through the resource engine, and beside it the
 * API key (issued or rotated, shown once), the static client prices of an endpoint, the rate
 * notice's preview, send-rates, the notices sent (the email-updates history) and apply-rates.
 * Every member reads; owners and admins write. Another team's endpoint is a 404.
 */
export function hubEndpointRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  const write = (
    caller: TeamAccess,
    action: 'create' | 'update' | 'delete',
    things: 'hubEndpoint' | 'staticClientRate' = 'hubEndpoint',
  ) => ensureRole(caller.team.role, hubEndpointWriters, { action, things })
  const endpointOf = (c: Context<AppEnv>) =>
    findTeamRow(deps.db, hubEndpoints, c.get('access'), c, endpointNotFound)
  const currencyOf = async (endpoint: typeof hubEndpoints.$inferSelect) =>
    (await clientCompanyOf(deps.db, endpoint.teamId, endpoint.companyId)).currency
  const rateIdOf = (c: Context) => {
    const rateId = c.req.param('rate_id') ?? ''
    if (!idSchema.safeParse(rateId).success) throw rateNotFound()
    return rateId
  }
  const log = (
    caller: TeamAccess,
    action: 'created' | 'updated' | 'deleted',
    subjectType: 'hub_endpoint' | 'static_client_rate' | 'rate_notice',
    subjectId: string,
    label: string,
  ) =>
    recordActivity(deps.db, {
      teamId: caller.team.id,
      actor: actorOf(caller),
      action,
      subjectType,
      subjectId,
      subjectLabel: label,
    })

  app.post(`/${hubEndpointPaths.apiKey}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'update')
    const endpoint = await endpointOf(c)
    if (endpoint.protocol !== 'http') throw ValidationError.field('protocol', 'hubEndpoint.notHttp')
    const issued = issueApiKey()
    await deps.db
      .update(hubEndpoints)
      .set({ apiKeyHash: issued.hash, apiKeyHint: issued.hint })
      .where(eq(hubEndpoints.id, endpoint.id))
    await log(caller, 'updated', 'hub_endpoint', endpoint.id, endpoint.name)
    const answer: HubEndpointApiKey = { api_key: issued.key, api_key_hint: issued.hint }
    return c.json(answer, 201)
  })

  app.get(`/${hubEndpointPaths.staticClientRates}`, access, async (c) => {
    authorize(c.get('access'), 'read', 'staticClientRate')
    const endpoint = await endpointOf(c)
    return c.json(await staticRatePage(deps.db, endpoint, readQuery(c, staticClientRateListQuery)))
  })

  app.post(`/${hubEndpointPaths.staticClientRates}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'create', 'staticClientRate')
    const endpoint = await endpointOf(c)
    const input = await readBody(c, staticClientRateRequest)
    const currency = await currencyOf(endpoint)
    const row = await deps.db.transaction((tx) => createStaticRate(tx, endpoint, currency, input))
    await log(caller, 'created', 'static_client_rate', row.id, `${row.country} ${row.price}`)
    return c.json(presentStaticRate(await findStaticRate(deps.db, endpoint, row.id)), 201)
  })

  app.get(`/${hubEndpointPaths.staticClientRate}`, access, async (c) => {
    authorize(c.get('access'), 'read', 'staticClientRate')
    const endpoint = await endpointOf(c)
    return c.json(presentStaticRate(await findStaticRate(deps.db, endpoint, rateIdOf(c))))
  })

  app.put(`/${hubEndpointPaths.staticClientRate}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'update', 'staticClientRate')
    const endpoint = await endpointOf(c)
    const existing = await findStaticRate(deps.db, endpoint, rateIdOf(c))
    refuseToldPrice(existing)
    const patch = await readBody(c, staticClientRateUpdateRequest)
    const merged = staticClientRateRequest.safeParse(
      { ...staticRateRequestOf(existing), ...patch },
      { reportInput: true },
    )
    if (!merged.success) throw ValidationError.fromZod(merged.error)
    await deps.db.transaction((tx) => updateStaticRate(tx, endpoint, existing, merged.data))
    await log(caller, 'updated', 'static_client_rate', existing.id, existing.country)
    return c.json(presentStaticRate(await findStaticRate(deps.db, endpoint, existing.id)))
  })

  app.delete(`/${hubEndpointPaths.staticClientRate}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'delete', 'staticClientRate')
    const endpoint = await endpointOf(c)
    const existing = await findStaticRate(deps.db, endpoint, rateIdOf(c))
    refuseToldPrice(existing)
    await deps.db
      .delete(staticClientRates)
      .where(and(eq(staticClientRates.id, existing.id), eq(staticClientRates.stage, 'draft')))
    await log(caller, 'deleted', 'static_client_rate', existing.id, existing.country)
    return c.body(null, 204)
  })

  app.get(`/${hubEndpointPaths.notice}`, access, async (c) => {
    authorize(c.get('access'), 'read', 'hubEndpoint')
    const endpoint = await endpointOf(c)
    const [company] = await deps.db
      .select()
      .from(companies)
      .where(eq(companies.id, endpoint.companyId))
    if (!company) throw endpointNotFound()
    const { team } = c.get('access')
    const prepared = await prepareRateNotice(
      deps.db,
      endpoint,
      company,
      team.name,
      localeOf(c),
      deps.clock(),
    )
    return c.json(prepared.preview)
  })

  app.get(`/${hubEndpointPaths.notices}`, access, async (c) => {
    authorize(c.get('access'), 'read', 'hubEndpoint')
    const endpoint = await endpointOf(c)
    const query = readQuery(c, rateNoticeListQuery)
    const { limit, offset } = windowOf(query)
    const mine = eq(rateNotices.endpointId, endpoint.id)
    const page: RateNoticeList = await pageOf(
      query,
      deps.db
        .select()
        .from(rateNotices)
        .where(mine)
        .orderBy(desc(rateNotices.sentAt), desc(rateNotices.id))
        .limit(limit)
        .offset(offset),
      deps.db.select({ value: count() }).from(rateNotices).where(mine),
      (notice) => ({
        id: notice.id,
        endpoint_id: notice.endpointId,
        sent_at: notice.sentAt.toISOString(),
        sent_by: notice.sentByName,
        recipients: notice.recipients,
        subject: notice.subject,
        notice_days: notice.noticeDays,
        prices: notice.prices,
        applied_at: notice.appliedAt?.toISOString() ?? null,
      }),
    )
    return c.json(page)
  })

  app.post(`/${hubEndpointPaths.sendRates}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'update')
    const endpoint = await endpointOf(c)
    const sender = { id: caller.user.id, name: caller.user.name, teamName: caller.team.name }
    const notice = await sendRateNotice(
      deps.db,
      deps.mailer,
      endpoint,
      sender,
      localeOf(c),
      deps.clock(),
    )
    await log(caller, 'created', 'rate_notice', notice.id, notice.subject)
    return c.json(
      { id: notice.id, recipients: notice.recipients, prices: notice.prices.length },
      201,
    )
  })

  app.post(`/${hubEndpointPaths.applyRates}`, access, async (c) => {
    const caller = c.get('access')
    write(caller, 'update')
    const endpoint = await endpointOf(c)
    const answer = await applyRates(deps.db, endpoint, deps.clock())
    await log(caller, 'updated', 'hub_endpoint', endpoint.id, endpoint.name)
    return c.json(answer)
  })

  app.route('/', resourceRoutes(deps, hubEndpointsResource))
  return app
}
