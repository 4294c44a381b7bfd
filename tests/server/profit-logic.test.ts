import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, profitAlerts, smsRoutes, vendorRates } from '../../server/src/db/schema'
import {
  alertMarginCrossings,
  findMarginCrossings,
  marginAlertTask,
} from '../../server/src/domain/profit-logic/alerts'
import { profitLogicLimits } from '../../src/contract/constants'
import {
  profitLogicResource,
  profitLogicRuleList,
  profitLogicRuleResource,
} from '../../src/contract/profit-logic'
import { clientRatePaths, profitLogicPaths } from '../../src/contract/routes'
import { routingSimulateResponse } from '../../src/contract/routing-plan'
import { type Call, caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { type TestServer, useTestServer } from './support/test-server'

const sets = profitLogicPaths.sets
const rulesOf = (id: string) => profitLogicPaths.rules.replace(':id', id)

async function profitTeam(server: TestServer, name = 'Acme') {
  const fixture = await teamWithEveryRole(server, name)
  const as = (role: 'owner' | 'admin' | 'editor' | 'viewer') =>
    caller(server, fixture.members[role].accessToken)
  const owner = as('owner')
  const client = (await owner('POST', 'companies', { name: 'Globex', kind: 'client' })).body
  const vendor = (await owner('POST', 'companies', { name: 'Vendo', kind: 'vendor' })).body
  return { teamId: fixture.teamId, owner, admin: as('admin'), viewer: as('viewer'), client, vendor }
}

/** EE in the UK, numbers from +447400. */
const ukNetwork = async (call: Call) =>
  (
    await call('POST', 'sms/routing/networks', {
      mcc: '234',
      mnc: '30',
      country: 'GB',
      name: 'EE',
      prefixes: ['447400'],
    })
  ).body

/**
 * A hub team whose default plan sends GB to an expensive route first (0.03) and a cheap one on
 * failover (0.01), and prices every client at a fixed 0.02 EUR.
 */
async function routedTeam(server: TestServer) {
  const team = await profitTeam(server)
  const network = await ukNetwork(team.owner)
  const [dear, cheap] = await server.db
    .insert(smsRoutes)
    .values([
      { teamId: team.teamId, name: 'Dear', vendorName: 'Dear vendor', scope: 'hub' },
      { teamId: team.teamId, name: 'Cheap', vendorName: 'Cheap vendor', scope: 'hub' },
    ])
    .returning({ id: smsRoutes.id })
  if (!dear || !cheap) throw new Error('no routes')
  await server.db.insert(vendorRates).values(
    [
      [dear.id, '0.030000'],
      [cheap.id, '0.010000'],
    ].map(([routeId = '', price = '']) => ({
      teamId: team.teamId,
      routeId,
      networkId: network.id,
      country: 'GB',
      price,
      currency: 'EUR',
      effectiveFrom: new Date('2026-01-01T00:00:00Z'),
    })),
  )
  const plan = (
    await team.owner('POST', 'sms/routing/plans?scope=hub', { name: 'Main', is_default: true })
  ).body
  const rule = await team.owner('POST', `sms/routing/plans/${plan.id}/rules?scope=hub`, {
    countries: ['GB'],
    routes: [
      { route_id: dear.id, weight: 100, failover_position: 1 },
      { route_id: cheap.id, weight: 0, failover_position: 2 },
    ],
  })
  expect(rule.status, JSON.stringify(rule.body)).toBe(201)
  const priced = await team.owner('POST', clientRatePaths.rules, {
    name: 'Flat',
    kind: 'fixed',
    fixed_price: '0.02',
    currency: 'EUR',
  })
  expect(priced.status, JSON.stringify(priced.body)).toBe(201)
  return { ...team, network, dear, cheap }
}

/**
 * Profit logic over HTTP (issue 18 item 5): sets and their ordered rules; owners and admins
 * write, viewers read, another team's set or rule is 404, bad input is 422 with field errors.
 */
describe('profit logic', () => {
  const server = useTestServer('pglite')

  it('keeps a set and its rules in order, read by everyone, written by owners and admins', async () => {
    const acme = await profitTeam(server)
    const made = await acme.admin('POST', sets, {
      name: 'Globex floor',
      client_ids: [acme.client.id],
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const set = profitLogicResource.parse(made.body)
    expect(set.client_ids).toEqual([acme.client.id])

    const first = await acme.owner('POST', rulesOf(set.id), { country: 'GB', min_margin: '0.0010' })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(profitLogicRuleResource.parse(first.body)).toMatchObject({
      position: 1,
      min_margin: '0.001',
      negative_margin: 'block',
      override: false,
      override_reason: null,
    })
    const second = await acme.admin('POST', rulesOf(set.id), {
      negative_margin: 'allow',
      override: true,
      override_reason: 'Launch promotion',
      max_loss: '0.002',
    })
    expect(second.status, JSON.stringify(second.body)).toBe(201)
    expect(second.body.position).toBe(2)

    const listed = await acme.viewer('GET', rulesOf(set.id))
    expect(listed.status).toBe(200)
    expect(profitLogicRuleList.parse(listed.body).data.map((rule) => rule.position)).toEqual([1, 2])

    const changed = await acme.owner('PUT', `${rulesOf(set.id)}/${first.body.id}`, {
      min_margin: '0.002',
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.min_margin).toBe('0.002')

    expect((await acme.viewer('POST', rulesOf(set.id), { country: 'GB' })).status).toBe(403)
    expect(
      (await acme.viewer('PUT', `${rulesOf(set.id)}/${first.body.id}`, { country: 'FR' })).status,
    ).toBe(403)
    expect((await acme.viewer('DELETE', `${rulesOf(set.id)}/${first.body.id}`)).status).toBe(403)
    expect((await acme.viewer('POST', sets, { name: 'Nope' })).status).toBe(403)

    expect((await acme.owner('DELETE', `${rulesOf(set.id)}/${first.body.id}`)).status).toBe(204)
    expect((await acme.viewer('GET', rulesOf(set.id))).body.data).toHaveLength(1)
  })

  it('hides a set and its rules from another team', async () => {
    const acme = await profitTeam(server)
    const rival = await profitTeam(server, 'Rival')
    const set = (await acme.owner('POST', sets, { name: 'Floor' })).body
    const rule = (await acme.owner('POST', rulesOf(set.id), { min_margin: '0.001' })).body
    expect((await rival.owner('GET', rulesOf(set.id))).status).toBe(404)
    expect((await rival.owner('POST', rulesOf(set.id), { min_margin: '0' })).status).toBe(404)
    expect((await rival.owner('GET', `${rulesOf(set.id)}/${rule.id}`)).status).toBe(404)
    expect(
      (await rival.owner('PUT', `${rulesOf(set.id)}/${rule.id}`, { min_margin: '0' })).status,
    ).toBe(404)
    expect((await rival.owner('DELETE', `${rulesOf(set.id)}/${rule.id}`)).status).toBe(404)
    // Their own set does not open another's rule.
    const theirs = (await rival.owner('POST', sets, { name: 'Theirs' })).body
    expect((await rival.owner('GET', `${rulesOf(theirs.id)}/${rule.id}`)).status).toBe(404)
    expect((await rival.owner('GET', `${sets}/${set.id}`)).status).toBe(404)
    expect((await acme.viewer('GET', `${rulesOf(set.id)}/${rule.id}`)).status).toBe(200)
  })

  it('refuses what a person must fix with field errors', async () => {
    const acme = await profitTeam(server)
    const rival = await profitTeam(server, 'Rival')
    const notClient = await acme.owner('POST', sets, {
      name: 'Vendors',
      client_ids: [acme.vendor.id],
    })
    expect(notClient.status).toBe(422)
    expect(Object.keys(notClient.body.errors)).toEqual(['client_ids'])
    expect(Object.keys((await acme.owner('POST', sets, { name: '' })).body.errors)).toEqual([
      'name',
    ])

    const set = (await acme.owner('POST', sets, { name: 'Floor' })).body
    const lossWithoutReason = await acme.owner('POST', rulesOf(set.id), {
      negative_margin: 'allow',
    })
    expect(lossWithoutReason.status).toBe(422)
    expect(Object.keys(lossWithoutReason.body.errors).sort()).toEqual([
      'override',
      'override_reason',
    ])
    const badNumbers = await acme.owner('POST', rulesOf(set.id), {
      min_margin: 'cheap',
      max_loss: '0.1234567',
      negative_margin: 'maybe',
    })
    expect(badNumbers.status).toBe(422)
    expect(Object.keys(badNumbers.body.errors).sort()).toEqual([
      'max_loss',
      'min_margin',
      'negative_margin',
    ])
    const rivalNetwork = await ukNetwork(rival.owner)
    const foreignNetwork = await acme.owner('POST', rulesOf(set.id), {
      network_id: rivalNetwork.id,
    })
    expect(foreignNetwork.status).toBe(422)
    expect(Object.keys(foreignNetwork.body.errors)).toEqual(['network_id'])

    // An update is checked whole: allowing a loss on a rule still needs the reason.
    const rule = (await acme.owner('POST', rulesOf(set.id), { min_margin: '0' })).body
    const patch = await acme.owner('PUT', `${rulesOf(set.id)}/${rule.id}`, {
      negative_margin: 'allow',
      override: true,
    })
    expect(patch.status).toBe(422)
    expect(Object.keys(patch.body.errors)).toEqual(['override_reason'])
  })

  it('refuses a route that breaks the rules in the hub simulator, says why, and fails over', async () => {
    const acme = await routedTeam(server)
    const simulate = async (scope: 'hub' | 'sms', clientId: string | null = acme.client.id) => {
      const answer = await acme.viewer('POST', `sms/routing/simulate?scope=${scope}`, {
        to: '+447400123456',
        at: '2026-03-01T00:00:00Z',
        ...(clientId ? { client_id: clientId } : {}),
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return routingSimulateResponse.parse(answer.body)
    }
    // No profit logic yet: the dear route takes it at a loss, every route allowed.
    const before = await simulate('hub')
    expect(before.routes.map((route) => [route.route_name, route.chosen, route.profit])).toEqual([
      ['Dear', true, { allowed: true, rule_id: null, reason: null }],
      ['Cheap', false, { allowed: true, rule_id: null, reason: null }],
    ])
    expect(before.profit_blocked).toBe(false)

    const set = (await acme.owner('POST', sets, { name: 'Globex', client_ids: [acme.client.id] }))
      .body
    const rule = (await acme.owner('POST', rulesOf(set.id), { country: 'GB', min_margin: '0.005' }))
      .body
    const refused = await simulate('hub')
    expect(
      refused.routes.map((route) => [route.route_name, route.margin, route.chosen, route.profit]),
    ).toEqual([
      ['Dear', '-0.0100', false, { allowed: false, rule_id: rule.id, reason: 'loss' }],
      ['Cheap', '0.0100', true, { allowed: true, rule_id: rule.id, reason: null }],
    ])
    expect(refused.profit_blocked).toBe(false)
    expect(refused.total_cost).toBe('0.01')

    await acme.owner('PUT', `${rulesOf(set.id)}/${rule.id}`, { min_margin: '0.02' })
    const blocked = await simulate('hub')
    expect(blocked.routes.map((route) => [route.chosen, route.profit?.reason])).toEqual([
      [false, 'loss'],
      [false, 'minMargin'],
    ])
    expect(blocked.profit_blocked).toBe(true)
    expect(blocked.total_cost).toBeNull()

    // A simulation without a client is not judged (nor is SMS routing: it has no profit logic).
    expect((await simulate('hub', null)).routes.map((route) => route.profit)).toEqual([
      undefined,
      undefined,
    ])
    expect((await simulate('hub', null)).profit_blocked).toBeUndefined()
  })

  it('alerts owners and admins once when a scheduled vendor increase will break a client’s margin', async () => {
    const acme = await routedTeam(server)
    const set = (await acme.owner('POST', sets, { name: 'Globex', client_ids: [acme.client.id] }))
      .body
    await acme.owner('POST', rulesOf(set.id), { min_margin: '0.005' })
    const day = 24 * 60 * 60_000
    const now = server.deps.clock()
    const from = new Date(Math.ceil((now.getTime() + 10 * day) / day) * day)
    const scheduled = (routeId: string, price: string) => ({
      teamId: acme.teamId,
      routeId,
      networkId: acme.network.id,
      country: 'GB',
      price,
      currency: 'EUR',
      effectiveFrom: from,
    })
    // The cheap route rises to 0.018 (margin 0.002, under 0.005); the dear one falls (no alert).
    await server.db
      .insert(vendorRates)
      .values([scheduled(acme.cheap.id, '0.018000'), scheduled(acme.dear.id, '0.025000')])
    const crossings = await findMarginCrossings(server.db, acme.teamId, now)
    expect(
      crossings.map((c) => [c.clientName, c.networkName, c.effectiveFrom, c.loss, c.traffic]),
    ).toEqual([['Globex', 'EE', from, false, 0]])

    await alertMarginCrossings(server.deps, acme.teamId, now)
    await alertMarginCrossings(server.deps, acme.teamId, now)
    server.advanceClock(profitLogicLimits.alertEveryMs + 1)
    await marginAlertTask(server.deps).runOnce(new AbortController().signal)
    const alerted = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.teamId, acme.teamId))
    // One crossing, told once to the owner and the admin (not the editor or the viewer).
    expect(alerted).toHaveLength(2)
    const [first] = alerted
    expect(first?.title).toContain('Globex')
    expect(first?.body).toContain('EE')
    expect(first?.body).toContain(from.toISOString().slice(0, 10))
    expect(first?.body).toContain('It sent 0 messages to this network')
    expect(first?.words?.body.ar).not.toEqual(first?.body)
    expect(
      await server.db
        .select()
        .from(profitAlerts)
        .where(
          and(eq(profitAlerts.teamId, acme.teamId), eq(profitAlerts.clientId, acme.client.id)),
        ),
    ).toHaveLength(1)

    // Once the increase is in force it is no longer scheduled: nothing more to say.
    server.advanceClock(11 * day)
    expect(await findMarginCrossings(server.db, acme.teamId, server.deps.clock())).toEqual([])
  })
})
