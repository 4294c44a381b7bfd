import { describe, expect, it } from 'vitest'
import { planRouteChooser } from '../../server/src/domain/routing/plan-chooser'
import { forgetRoutingPlans } from '../../server/src/domain/routing/plan-rules'
import { rateSheetPaths, smsRoutingPaths } from '../../src/contract/routes'
import { routingPlanResource } from '../../src/contract/routing-plan'
import { smsRouteResource } from '../../src/contract/sms-route'
import { caller } from './support/audience'
import { campaignTeam, readyBody } from './support/campaigns'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

const hub = (path: string) => `${path}${path.includes('?') ? '&' : '?'}scope=hub`
const rulesOf = (planId: string) => `${smsRoutingPaths.routingPlans}/${planId}/rules`
const split = (routeId: string) => [{ route_id: routeId, weight: 100, failover_position: 1 }]

async function routingTeam(server: TestServer) {
  const fixture = await teamWithEveryRole(server, 'Acme')
  return {
    teamId: fixture.teamId,
    owner: caller(server, fixture.members.owner.accessToken),
    viewer: caller(server, fixture.members.viewer.accessToken),
  }
}

type Call = ReturnType<typeof caller>

async function stored(call: Call, path: string, body: Record<string, unknown>) {
  const response = await call('POST', path, body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as { id: string }
}

const idsOf = async (call: Call, path: string): Promise<string[]> => {
  const response = await call('GET', path)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return (response.body.data as { id: string }[]).map((row) => row.id)
}

/**
 * Hub routing (issue 18 item 4) is SMS routing's paths with `scope=hub`: plans, routes, vendor
 * rates, rate changes and inboxes of one scope are unknown in the other, a plan's rules route
 * over its own scope's routes, and campaigns only ever take SMS plans.
 */
describe.each(backends)('hub routing on %s', (backend) => {
  const server = useTestServer(backend)

  it('keeps hub plans and routes apart from SMS ones, each scope with its own default', async () => {
    const { owner, viewer } = await routingTeam(server)
    const { routingPlans: plans, routes } = smsRoutingPaths
    const smsPlan = await stored(owner, plans, { name: 'Main', is_default: true })
    const hubPlan = await stored(owner, hub(plans), { name: 'Main', is_default: true })
    const byBody = await owner('POST', plans, { name: 'Wholesale', scope: 'hub' })
    expect(byBody.status).toBe(201)
    expect(routingPlanResource.parse(byBody.body).scope).toBe('hub')
    expect(await idsOf(owner, plans)).toEqual([smsPlan.id])
    expect((await idsOf(owner, hub(plans))).sort()).toEqual([hubPlan.id, byBody.body.id].sort())
    expect((await owner('GET', `${plans}/${hubPlan.id}`)).status).toBe(404)
    expect((await owner('PUT', `${plans}/${hubPlan.id}`, { name: 'X' })).status).toBe(404)
    expect((await owner('DELETE', `${plans}/${hubPlan.id}`)).status).toBe(404)
    expect((await owner('GET', hub(`${plans}/${smsPlan.id}`))).status).toBe(404)
    expect((await owner('GET', `${plans}/${smsPlan.id}`)).body.is_default).toBe(true)
    expect((await owner('GET', hub(`${plans}/${hubPlan.id}`))).body.is_default).toBe(true)
    expect((await owner('GET', `${plans}?scope=voice`)).status).toBe(422)
    expect((await viewer('POST', hub(plans), { name: 'Mine' })).status).toBe(403)

    const smsRoute = await stored(owner, routes, { name: 'Direct', vendor_name: 'Northwind' })
    const hubRoute = await stored(owner, hub(routes), { name: 'Direct', vendor_name: 'Northwind' })
    expect(
      smsRouteResource.parse((await owner('GET', hub(`${routes}/${hubRoute.id}`))).body),
    ).toMatchObject({ scope: 'hub' })
    expect(await idsOf(owner, routes)).toEqual([smsRoute.id])
    expect(await idsOf(owner, hub(routes))).toEqual([hubRoute.id])

    const crossed = await owner('POST', hub(rulesOf(hubPlan.id)), { routes: split(smsRoute.id) })
    expect(crossed.status).toBe(422)
    expect(Object.keys(crossed.body.errors)).toEqual(['routes.0.route_id'])
    const back = await owner('POST', rulesOf(smsPlan.id), { routes: split(hubRoute.id) })
    expect(back.status).toBe(422)
    await stored(owner, hub(rulesOf(hubPlan.id)), { routes: split(hubRoute.id) })
    expect((await owner('GET', rulesOf(hubPlan.id))).status).toBe(404)
    expect((await owner('GET', hub(rulesOf(hubPlan.id)))).body.data).toHaveLength(1)
    expect((await owner('DELETE', `${routes}/${hubRoute.id}`)).status).toBe(404)
  })

  it('scopes vendor rates, their changes and the rate inboxes by their route', async () => {
    const { owner } = await routingTeam(server)
    const { routes, rates, rateChanges } = smsRoutingPaths
    const smsRoute = await stored(owner, routes, { name: 'Direct', vendor_name: 'Northwind' })
    const hubRoute = await stored(owner, hub(routes), { name: 'Carrier', vendor_name: 'Eastway' })
    const rate = (routeId: string) => ({
      route_id: routeId,
      country: 'GB',
      price: '0.012000',
      currency: 'EUR',
      effective_from: '2026-01-01T00:00:00.000Z',
    })
    const smsRate = await stored(owner, rates, rate(smsRoute.id))
    const wrongScope = await owner('POST', rates, rate(hubRoute.id))
    expect(wrongScope.status).toBe(422)
    expect(Object.keys(wrongScope.body.errors)).toEqual(['route_id'])
    const hubRate = await stored(owner, hub(rates), rate(hubRoute.id))
    expect(await idsOf(owner, rates)).toEqual([smsRate.id])
    expect(await idsOf(owner, hub(rates))).toEqual([hubRate.id])
    expect((await owner('GET', `${rates}/${hubRate.id}`)).status).toBe(404)

    const changes = async (path: string) =>
      ((await owner('GET', path)).body.data as { rate_id: string }[]).map((row) => row.rate_id)
    expect(await changes(rateChanges)).toEqual([smsRate.id])
    expect(await changes(hub(rateChanges))).toEqual([hubRate.id])

    const mailIn = (routeId: string) => rateSheetPaths.mailIn.replace(':route_id', routeId)
    expect((await owner('GET', mailIn(hubRoute.id))).status).toBe(404)
    expect((await owner('GET', hub(mailIn(hubRoute.id)))).status).toBe(200)
    expect((await owner('GET', hub(rateSheetPaths.inboxes))).status).toBe(200)
  })

  it("keeps each scope's vendor-side settings: a new inbox of the scope takes its default senders", async () => {
    const { owner, viewer } = await routingTeam(server)
    const settings = smsRoutingPaths.settings
    expect((await viewer('GET', hub(settings))).body).toEqual({
      scope: 'hub',
      default_currency: 'EUR',
      mail_in_allowed_senders: [],
    })
    const body = { default_currency: 'usd', mail_in_allowed_senders: ['Rates@Eastway.example'] }
    expect((await viewer('PUT', hub(settings), body)).status).toBe(403)
    const refused = await owner('PUT', hub(settings), { ...body, default_currency: 'XXQ' })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['default_currency'])
    const saved = await owner('PUT', hub(settings), body)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({
      default_currency: 'USD',
      mail_in_allowed_senders: ['rates@eastway.example'],
    })
    expect((await owner('GET', settings)).body.default_currency).toBe('EUR')

    const mailIn = (routeId: string) => rateSheetPaths.mailIn.replace(':route_id', routeId)
    const { routes } = smsRoutingPaths
    const hubRoute = await stored(owner, hub(routes), { name: 'Carrier', vendor_name: 'Eastway' })
    const smsRoute = await stored(owner, routes, { name: 'Direct', vendor_name: 'Northwind' })
    expect((await owner('GET', hub(mailIn(hubRoute.id)))).body.allowed_senders).toEqual([
      'rates@eastway.example',
    ])
    expect((await owner('GET', mailIn(smsRoute.id))).body.allowed_senders).toEqual([])
  })

  it('routes campaigns by SMS plans only: a hub plan is neither named nor taken as the default', async () => {
    const team = await campaignTeam(server)
    const owner = caller(server, team.members.owner.accessToken)
    const { routingPlans: plans, routes, rates } = smsRoutingPaths
    const hubPlan = await stored(owner, hub(plans), { name: 'Hub', is_default: true })
    const hubRoute = await stored(owner, hub(routes), { name: 'Carrier', vendor_name: 'Eastway' })
    await stored(owner, hub(rates), {
      route_id: hubRoute.id,
      country: 'GB',
      price: '0.010000',
      currency: 'EUR',
      effective_from: '2020-01-01T00:00:00.000Z',
    })
    await stored(owner, hub(rulesOf(hubPlan.id)), { routes: split(hubRoute.id) })

    const named = await caller(server, team.members.editor.accessToken)('POST', 'sms/campaigns', {
      ...readyBody(team),
      name: 'Hub routed',
      routing_plan_id: hubPlan.id,
    })
    expect(named.status).toBe(422)
    expect(Object.keys(named.body.errors)).toEqual(['routing_plan_id'])

    forgetRoutingPlans(server.db, team.teamId)
    const chooser = planRouteChooser(server.db, async () => new Map())
    const query = {
      teamId: team.teamId,
      e164: '+447400123456',
      networkId: null,
      country: 'GB',
      senderId: 'ACME',
      key: 'k1',
      at: new Date(),
    }
    expect(await chooser({ ...query, planId: null })).toEqual([])
    expect(await chooser({ ...query, planId: hubPlan.id })).toEqual([])

    const simulated = await owner('POST', hub('sms/routing/simulate'), { to: '+447400123456' })
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(200)
    expect(simulated.body).toMatchObject({ plan_id: hubPlan.id })
    expect((await owner('POST', 'sms/routing/simulate', { to: '+447400123456' })).status).toBe(422)
  })
})
