import { describe, expect, it } from 'vitest'
import { smsRoutes, vendorRates } from '../../server/src/db/schema'
import {
  routingPlanResource,
  routingRuleList,
  routingRuleResource,
  routingSimulateResponse,
} from '../../src/contract/routing-plan'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

const plans = 'sms/routing/plans'
const rulesOf = (planId: string) => `${plans}/${planId}/rules`

async function routingTeam(server: TestServer, name = 'Acme') {
  const fixture = await teamWithEveryRole(server, name)
  const as = (role: 'owner' | 'admin' | 'editor' | 'viewer') =>
    caller(server, fixture.members[role].accessToken)
  return {
    teamId: fixture.teamId,
    owner: as('owner'),
    admin: as('admin'),
    editor: as('editor'),
    viewer: as('viewer'),
  }
}

async function insertRoute(
  server: TestServer,
  teamId: string,
  name: string,
  status: 'active' | 'disabled' = 'active',
) {
  const [route] = await server.db
    .insert(smsRoutes)
    .values({ teamId, name, vendorName: `${name} vendor`, status })
    .returning({ id: smsRoutes.id })
  if (!route) throw new Error('no route')
  return route.id
}

async function insertRate(
  server: TestServer,
  teamId: string,
  rate: {
    routeId: string
    networkId?: string | null
    country?: string
    price: string
    from: string
    till?: string
  },
) {
  await server.db.insert(vendorRates).values({
    teamId,
    routeId: rate.routeId,
    networkId: rate.networkId ?? null,
    country: rate.country ?? 'GB',
    price: rate.price,
    currency: 'EUR',
    effectiveFrom: new Date(rate.from),
    effectiveTill: rate.till ? new Date(rate.till) : null,
  })
}

/**
 * Routing plans and rules: CRUD, one default per team, roles (owners and admins write, everyone
 * reads), another team's plan, rule, route or network is unknown, weights that sum to 100, the
 * shadowed rules flagged; and simulate: longest prefix before price, rates in force across their
 * windows (a future moment uses scheduled rates), failover order, least cost and MNP.
 */
describe.each(backends)('routing plans on %s', (backend) => {
  const server = useTestServer(backend)

  it('keeps one default plan per team, unique names, and lets only owners and admins write', async () => {
    const { owner, admin, editor, viewer } = await routingTeam(server)
    const first = await owner('POST', plans, { name: 'Main', is_default: true })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(routingPlanResource.parse(first.body)).toMatchObject({ is_default: true, rule_count: 0 })
    const second = await admin('POST', plans, {
      name: 'Backup',
      description: 'Cheap routes',
      is_default: true,
    })
    expect(second.status).toBe(201)
    const listed = await viewer('GET', plans)
    expect(listed.status).toBe(200)
    expect(
      listed.body.data.map((plan: { name: string; is_default: boolean }) => [
        plan.name,
        plan.is_default,
      ]),
    ).toEqual([
      ['Backup', true],
      ['Main', false],
    ])
    const again = await owner('PUT', `${plans}/${first.body.id}`, { is_default: true })
    expect(again.body.is_default).toBe(true)
    expect((await owner('GET', `${plans}/${second.body.id}`)).body.is_default).toBe(false)
    const taken = await owner('POST', plans, { name: 'Main' })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.name).toEqual(['The team already has a routing plan with this name.'])
    expect((await editor('POST', plans, { name: 'Editor plan' })).status).toBe(403)
    expect((await viewer('PUT', `${plans}/${first.body.id}`, { name: 'X' })).status).toBe(403)
    expect((await editor('DELETE', `${plans}/${first.body.id}`)).status).toBe(403)
    expect((await owner('DELETE', `${plans}/${second.body.id}`)).status).toBe(200)
  })

  it('checks a rule’s split and its ids, flags shadowed rules, reorders, and hides them from another team', async () => {
    const acme = await routingTeam(server)
    const other = await routingTeam(server, 'Other')
    const plan = (await acme.owner('POST', plans, { name: 'Plan' })).body
    const direct = await insertRoute(server, acme.teamId, 'Direct')
    const vendor = await insertRoute(server, acme.teamId, 'Vendor A')
    const foreign = await insertRoute(server, other.teamId, 'Theirs')
    const theirNetwork = (
      await other.owner('POST', 'sms/routing/networks', {
        mcc: '234',
        mnc: '10',
        country: 'GB',
        name: 'O2',
        prefixes: ['447800'],
      })
    ).body
    const split = [
      { route_id: direct, weight: 70, failover_position: 1 },
      { route_id: vendor, weight: 30, failover_position: 2 },
    ]
    const badWeights = await acme.owner('POST', rulesOf(plan.id), {
      routes: [split[0], { ...split[1], weight: 20 }],
    })
    expect(badWeights.status).toBe(422)
    expect(badWeights.body.errors.routes).toEqual([
      'The weights of a weighted rule must add up to exactly 100.',
    ])
    const badOrder = await acme.owner('POST', rulesOf(plan.id), {
      routes: [split[0], { ...split[1], failover_position: 1 }],
    })
    expect(Object.keys(badOrder.body.errors)).toEqual(['routes'])
    const foreignIds = await acme.owner('POST', rulesOf(plan.id), {
      network_ids: [theirNetwork.id],
      routes: [split[0], { ...split[1], route_id: foreign }],
    })
    expect(foreignIds.status).toBe(422)
    expect(Object.keys(foreignIds.body.errors).sort()).toEqual([
      'network_ids.0',
      'routes.1.route_id',
    ])

    const gb = await acme.owner('POST', rulesOf(plan.id), {
      name: 'UK',
      countries: ['gb'],
      routes: split,
    })
    expect(gb.status, JSON.stringify(gb.body)).toBe(201)
    expect(routingRuleResource.parse(gb.body)).toMatchObject({
      position: 1,
      countries: ['GB'],
      shadowed_by: null,
    })
    const acmeUk = await acme.admin('POST', rulesOf(plan.id), {
      name: 'UK ACME',
      countries: ['GB'],
      sender_pattern: 'ACME*',
      mode: 'least_cost',
      routes: [{ route_id: vendor, failover_position: 1 }],
    })
    expect(acmeUk.status).toBe(201)
    expect(acmeUk.body.shadowed_by).toBe(gb.body.id)
    expect((await acme.editor('POST', rulesOf(plan.id), { routes: split })).status).toBe(403)

    const reordered = await acme.owner('POST', `${rulesOf(plan.id)}/reorder`, {
      rule_ids: [acmeUk.body.id, gb.body.id],
    })
    expect(reordered.status).toBe(200)
    const list = routingRuleList.parse(reordered.body).data
    expect(list.map((rule) => [rule.name, rule.position, rule.shadowed_by])).toEqual([
      ['UK ACME', 1, null],
      ['UK', 2, null],
    ])
    expect(
      (await acme.owner('POST', `${rulesOf(plan.id)}/reorder`, { rule_ids: [gb.body.id] })).status,
    ).toBe(422)

    const edited = await acme.owner('PUT', `${rulesOf(plan.id)}/${gb.body.id}`, {
      routes: [
        { route_id: direct, weight: 50, failover_position: 2 },
        { route_id: vendor, weight: 50, failover_position: 1 },
      ],
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.countries).toEqual(['GB'])
    expect(edited.body.routes.map((route: { route_name: string }) => route.route_name)).toEqual([
      'Vendor A',
      'Direct',
    ])
    expect((await acme.viewer('GET', rulesOf(plan.id))).body.data).toHaveLength(2)
    expect((await acme.owner('GET', plans)).body.data[0].rule_count).toBe(2)

    for (const call of [other.owner, other.viewer]) {
      expect((await call('GET', rulesOf(plan.id))).status).toBe(404)
      expect((await call('GET', `${rulesOf(plan.id)}/${gb.body.id}`)).status).toBe(404)
    }
    expect((await other.owner('POST', rulesOf(plan.id), { routes: split })).status).toBe(404)
    expect(
      (await other.owner('PUT', `${rulesOf(plan.id)}/${gb.body.id}`, { name: 'X' })).status,
    ).toBe(404)
    expect((await other.owner('DELETE', `${rulesOf(plan.id)}/${gb.body.id}`)).status).toBe(404)
    expect(
      (await other.owner('POST', 'sms/routing/simulate', { to: '+447400123456', plan_id: plan.id }))
        .status,
    ).toBe(404)

    expect((await acme.owner('DELETE', `${rulesOf(plan.id)}/${acmeUk.body.id}`)).status).toBe(200)
    const left = (await acme.owner('GET', rulesOf(plan.id))).body.data
    expect(left.map((rule: { position: number }) => rule.position)).toEqual([1])
  })

  it('lets a campaign name only a plan of its team, and frees campaigns of a deleted plan', async () => {
    const acme = await routingTeam(server)
    const other = await routingTeam(server, 'Other')
    const mine = (await acme.owner('POST', plans, { name: 'Mine' })).body
    const theirs = (await other.owner('POST', plans, { name: 'Theirs' })).body
    const refused = await acme.owner('POST', 'sms/campaigns', {
      name: 'Launch',
      routing_plan_id: theirs.id,
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['routing_plan_id'])
    const stored = await acme.owner('POST', 'sms/campaigns', {
      name: 'Launch',
      routing_plan_id: mine.id,
    })
    expect(stored.status, JSON.stringify(stored.body)).toBe(201)
    expect(stored.body.routing_plan_id).toBe(mine.id)
    await acme.owner('DELETE', `${plans}/${mine.id}`)
    expect(
      (await acme.owner('GET', `sms/campaigns/${stored.body.id}`)).body.routing_plan_id,
    ).toBeNull()
  })

  it('simulates: longest prefix before price, rates in force at the moment asked, failover and least cost', async () => {
    const acme = await routingTeam(server)
    const simulate = (body: Record<string, unknown>) =>
      acme.viewer('POST', 'sms/routing/simulate', body)
    expect((await simulate({ to: '+447400123456' })).status).toBe(422)
    const ee = (
      await acme.owner('POST', 'sms/routing/networks', {
        mcc: '234',
        mnc: '30',
        country: 'GB',
        name: 'EE',
        prefixes: ['447400'],
      })
    ).body
    const wide = (
      await acme.owner('POST', 'sms/routing/networks', {
        mcc: '234',
        mnc: '99',
        country: 'GB',
        name: 'Wide',
        prefixes: ['4474'],
      })
    ).body
    const direct = await insertRoute(server, acme.teamId, 'Direct')
    const vendor = await insertRoute(server, acme.teamId, 'Vendor A')
    const off = await insertRoute(server, acme.teamId, 'Switched off', 'disabled')
    // Direct: a network rate, dearer than its country default, that is replaced on 1 July.
    await insertRate(server, acme.teamId, {
      routeId: direct,
      networkId: ee.id,
      price: '0.040000',
      from: '2026-01-01T00:00:00Z',
      till: '2026-07-01T00:00:00Z',
    })
    await insertRate(server, acme.teamId, {
      routeId: direct,
      networkId: ee.id,
      price: '0.035000',
      from: '2026-07-01T00:00:00Z',
    })
    await insertRate(server, acme.teamId, {
      routeId: direct,
      price: '0.001000',
      from: '2026-01-01T00:00:00Z',
    })
    // Vendor A: only a country default, and a rate for the shorter prefix's network.
    await insertRate(server, acme.teamId, {
      routeId: vendor,
      price: '0.020000',
      from: '2026-01-01T00:00:00Z',
    })
    await insertRate(server, acme.teamId, {
      routeId: vendor,
      networkId: wide.id,
      price: '0.000500',
      from: '2026-01-01T00:00:00Z',
    })
    await insertRate(server, acme.teamId, {
      routeId: off,
      price: '0.000100',
      from: '2026-01-01T00:00:00Z',
    })
    const plan = (await acme.owner('POST', plans, { name: 'Default', is_default: true })).body
    const other = (await acme.owner('POST', plans, { name: 'Least cost' })).body
    const fr = await acme.owner('POST', rulesOf(plan.id), {
      countries: ['FR'],
      routes: [{ route_id: vendor, weight: 100, failover_position: 1 }],
    })
    const gb = await acme.owner('POST', rulesOf(plan.id), {
      countries: ['GB'],
      routes: [
        { route_id: vendor, weight: 0, failover_position: 2 },
        { route_id: direct, weight: 100, failover_position: 1 },
        { route_id: off, weight: 0, failover_position: 3 },
      ],
    })
    await acme.owner('POST', rulesOf(other.id), {
      mode: 'least_cost',
      routes: [
        { route_id: direct, failover_position: 1 },
        { route_id: off, failover_position: 2 },
        { route_id: vendor, failover_position: 3 },
      ],
    })

    const march = await simulate({
      to: '+44 7400 123456',
      from: 'ACME',
      at: '2026-03-01T12:00:00Z',
      text: 'Hello',
    })
    expect(march.status, JSON.stringify(march.body)).toBe(200)
    const trace = routingSimulateResponse.parse(march.body)
    expect(trace).toMatchObject({
      plan_id: plan.id,
      number: { e164: '+447400123456', country: 'GB' },
      mnp: null,
      network: { id: ee.id, mcc: '234', mnc: '30', name: 'EE' },
      rule_id: gb.body.id,
      parts: 1,
      encoding: 'GSM-7',
      total_cost: '0.04',
    })
    expect(trace.rules).toEqual([
      {
        id: fr.body.id,
        position: 1,
        matched: false,
        reason: "The number's country is not one of the rule's countries.",
      },
      { id: gb.body.id, position: 2, matched: true, reason: 'Matches.' },
    ])
    expect(
      trace.routes.map((route) => [
        route.route_name,
        route.failover_position,
        route.vendor_cost,
        route.chosen,
      ]),
    ).toEqual([
      ['Direct', 1, '0.04', true],
      ['Vendor A', 2, '0.02', false],
      ['Switched off', 3, '0.0001', false],
    ])
    expect(trace.routes[0]).toMatchObject({
      client_price: null,
      margin: null,
      currency: 'EUR',
      weight: 100,
    })

    const july = routingSimulateResponse.parse(
      (await simulate({ to: '+447400123456', at: '2026-08-01T00:00:00Z', text: 'я'.repeat(71) }))
        .body,
    )
    expect(july.routes[0]?.vendor_cost).toBe('0.035')
    expect([july.encoding, july.parts, july.total_cost]).toEqual(['UCS-2', 2, '0.07'])
    const before = routingSimulateResponse.parse(
      (await simulate({ to: '+447400123456', at: '2025-06-01T00:00:00Z' })).body,
    )
    expect(before.routes.every((route) => route.vendor_cost === null && !route.chosen)).toBe(true)
    expect(before.total_cost).toBeNull()

    const cheapest = routingSimulateResponse.parse(
      (await simulate({ to: '+447400123456', plan_id: other.id, at: '2026-03-01T00:00:00Z' })).body,
    )
    expect(
      cheapest.routes.map((route) => [route.route_name, route.failover_position, route.chosen]),
    ).toEqual([
      ['Vendor A', 1, true],
      ['Direct', 2, false],
      ['Switched off', 3, false],
    ])

    server.deps.mnpSource = async (_teamId, e164s) =>
      new Map(e164s.map((e164) => [e164, { ported: true, networkId: wide.id, ageS: 3600 }]))
    try {
      const ported = routingSimulateResponse.parse(
        (await simulate({ to: '+447400123456', at: '2026-03-01T00:00:00Z' })).body,
      )
      expect(ported.mnp).toEqual({ ported: true, network_id: wide.id, age_s: 3600 })
      expect(ported.network?.id).toBe(wide.id)
      expect(ported.routes.find((route) => route.route_name === 'Vendor A')?.vendor_cost).toBe(
        '0.0005',
      )
    } finally {
      server.deps.mnpSource = async () => new Map()
    }
    expect((await simulate({ to: '12' })).status).toBe(422)
  })
})
