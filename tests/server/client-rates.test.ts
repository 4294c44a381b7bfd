import { describe, expect, it } from 'vitest'
import { smsRoutes, vendorRates } from '../../server/src/db/schema'
import { clientPriceFor } from '../../server/src/domain/client-rates/client-price'
import { marginRisks } from '../../server/src/domain/client-rates/margin-risks'
import {
  clientRateRuleList,
  clientRateRuleResource,
  clientRateSettings,
  clientRateTable,
} from '../../src/contract/client-rate'
import { formatMoney } from '../../src/contract/money'
import { clientRatePaths } from '../../src/contract/routes'
import { routingSimulateResponse } from '../../src/contract/routing-plan'
import { caller, download } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { type TestServer, useTestServer } from './support/test-server'

const rules = clientRatePaths.rules
const table = clientRatePaths.table

async function pricingTeam(server: TestServer, name = 'Acme') {
  const fixture = await teamWithEveryRole(server, name)
  const as = (role: 'owner' | 'admin' | 'editor' | 'viewer') =>
    caller(server, fixture.members[role].accessToken)
  return {
    teamId: fixture.teamId,
    viewerToken: fixture.members.viewer.accessToken,
    owner: as('owner'),
    admin: as('admin'),
    editor: as('editor'),
    viewer: as('viewer'),
  }
}

/** A team with a GB network priced by two routes of its default plan, and two clients. */
async function pricedTeam(server: TestServer, name = 'Acme') {
  const team = await pricingTeam(server, name)
  const network = (
    await team.owner('POST', 'sms/routing/networks', {
      mcc: '234',
      mnc: '30',
      country: 'GB',
      name: 'EE',
      prefixes: ['447400'],
    })
  ).body
  const [first, second] = await server.db
    .insert(smsRoutes)
    .values([
      { teamId: team.teamId, name: 'Direct', vendorName: 'Direct vendor', scope: 'hub' },
      { teamId: team.teamId, name: 'Backup', vendorName: 'Backup vendor', scope: 'hub' },
    ])
    .returning({ id: smsRoutes.id })
  if (!first || !second) throw new Error('no routes')
  await server.db.insert(vendorRates).values([
    {
      teamId: team.teamId,
      routeId: first.id,
      networkId: network.id,
      country: 'GB',
      price: '0.010000',
      currency: 'EUR',
      effectiveFrom: new Date('2026-01-01T00:00:00Z'),
    },
    {
      teamId: team.teamId,
      routeId: second.id,
      networkId: null,
      country: 'GB',
      price: '0.030000',
      currency: 'EUR',
      effectiveFrom: new Date('2026-01-01T00:00:00Z'),
    },
  ])
  const plan = (
    await team.owner('POST', 'sms/routing/plans?scope=hub', {
      name: 'Main',
      is_default: true,
    })
  ).body
  const rule = await team.owner('POST', `sms/routing/plans/${plan.id}/rules?scope=hub`, {
    countries: ['GB'],
    routes: [
      { route_id: first.id, weight: 100, failover_position: 1 },
      { route_id: second.id, weight: 0, failover_position: 2 },
    ],
  })
  expect(rule.status, JSON.stringify(rule.body)).toBe(201)
  const client = async (clientName: string, currency = 'EUR') =>
    (await team.owner('POST', 'companies', { name: clientName, kind: 'client', currency })).body
  const globex = await client('Globex')
  const umbrella = await client('Umbrella', 'USD')
  return { ...team, network, plan, globex, umbrella }
}

/**
 * Client rates over HTTP (issue 18 item 3): rules CRUD with their order, the computed table and
 * its CSV, the settings (cost basis), the simulator's client price and margin; owners and admins
 * write, viewers read, another team's rules are 404, bad input is 422 with field errors.
 */
describe('client rates', () => {
  const server = useTestServer('pglite')
  const at = '2026-03-01T00:00:00Z'

  it('prices the table by the first rule that covers each client, in the order set', async () => {
    const acme = await pricedTeam(server)
    const everyone = await acme.owner('POST', rules, {
      name: 'Everyone +50 %',
      markup_percent: '50',
    })
    expect(everyone.status, JSON.stringify(everyone.body)).toBe(201)
    const globexOnly = await acme.admin('POST', rules, {
      name: 'Globex +20 %, at least 0.003',
      client_ids: [acme.globex.id],
      markup_percent: '20',
      min_margin: '0.003',
      decimals: 4,
    })
    expect(globexOnly.status, JSON.stringify(globexOnly.body)).toBe(201)
    expect(clientRateRuleResource.parse(globexOnly.body)).toMatchObject({
      position: 2,
      markup_percent: '20',
      add_fixed: '0',
      min_margin: '0.003',
      decimals: 4,
    })

    const read = async (query: string) => {
      const answer = await acme.viewer('GET', `${table}?country=GB&at=${at}${query}`)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return clientRateTable.parse(answer.body)
    }
    const before = await read('')
    expect(
      before.data.map((row) => [row.client_name, row.cost, row.price, row.margin, row.rule_name]),
    ).toEqual([
      ['Globex', '0.0100', '0.0150', '0.0050', 'Everyone +50 %'],
      ['Umbrella', '0.0100', null, null, 'Everyone +50 %'],
    ])
    expect(before.data[1]?.refused).toBe('currency')

    const reordered = await acme.owner('POST', clientRatePaths.rulesReorder, {
      ids: [globexOnly.body.id, everyone.body.id],
    })
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200)
    const after = await read(`&client_id=${acme.globex.id}`)
    expect(after.data.map((row) => [row.price, row.margin, row.rule_name])).toEqual([
      ['0.0130', '0.0030', 'Globex +20 %, at least 0.003'],
    ])
    const listed = clientRateRuleList.parse((await acme.viewer('GET', rules)).body)
    expect(listed.data.map((rule) => rule.name)).toEqual([
      'Globex +20 %, at least 0.003',
      'Everyone +50 %',
    ])

    // The dearest route as the cost basis: the backup's country default.
    const settings = await acme.owner('PUT', clientRatePaths.settings, {
      cost_basis: 'highest_route',
    })
    expect(settings.status, JSON.stringify(settings.body)).toBe(200)
    expect(clientRateSettings.parse(settings.body)).toMatchObject({
      cost_basis: 'highest_route',
      default_decimals: 4,
      rounding: 'half-even',
    })
    const dearest = await read(`&client_id=${acme.globex.id}`)
    expect(dearest.data.map((row) => [row.cost, row.price, row.margin])).toEqual([
      ['0.0300', '0.0360', '0.0060'],
    ])

    // A fixed price under the cost: a loss, kept by the "negative" filter.
    await acme.owner('PUT', `${rules}/${globexOnly.body.id}`, {
      kind: 'fixed',
      fixed_price: '0.025',
      currency: 'EUR',
    })
    const losing = await read('&only=negative')
    expect(losing.negative_count).toBe(1)
    expect(losing.data.map((row) => [row.client_name, row.price, row.margin])).toEqual([
      ['Globex', '0.0250', '-0.0050'],
    ])

    const csv = await download(
      server,
      acme.viewerToken,
      'GET',
      `${clientRatePaths.tableExport}?country=GB&at=${at}`,
    )
    expect(csv.status).toBe(200)
    expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      'client,country,mcc,mnc,network,cost,cost_currency,price,currency,margin,rule,refused',
      'Globex,GB,234,30,EE,0.0300,EUR,0.0250,EUR,-0.0050,"Globex +20 %, at least 0.003",',
    ])

    const price = await clientPriceFor(server.db, {
      teamId: acme.teamId,
      clientCompanyId: acme.globex.id,
      networkId: acme.network.id,
      at: new Date(at),
    })
    expect('price' in price && formatMoney(price.price)).toBe('0.0250')
  })

  it('gives the simulator a client price and a margin per route', async () => {
    const acme = await pricedTeam(server)
    await acme.owner('POST', rules, { name: 'Everyone +50 %', markup_percent: '50' })
    const trace = await acme.viewer('POST', 'sms/routing/simulate?scope=hub', {
      to: '+447400123456',
      client_id: acme.globex.id,
      at,
    })
    expect(trace.status, JSON.stringify(trace.body)).toBe(200)
    const routes = routingSimulateResponse.parse(trace.body).routes
    expect(routes.map((route) => [route.vendor_cost, route.client_price, route.margin])).toEqual([
      ['0.01', '0.0150', '0.0050'],
      ['0.03', '0.0150', '-0.0150'],
    ])
    const anonymous = routingSimulateResponse.parse(
      (await acme.viewer('POST', 'sms/routing/simulate?scope=hub', { to: '+447400123456', at }))
        .body,
    )
    expect(anonymous.routes.map((route) => route.client_price)).toEqual([null, null])

    // A rate change set's review: a proposed cost above a client's price is a loss for it.
    const risksOf = await marginRisks(server.db, acme.teamId, new Date(at))
    const proposed = (newPrice: string, networkId: string | null = acme.network.id) =>
      risksOf({ networkId, country: 'GB', newPrice, currency: 'EUR' })
    expect(proposed('0.016')).toEqual([
      {
        client_id: acme.globex.id,
        client_name: 'Globex',
        network_id: acme.network.id,
        price: '0.0150',
        currency: 'EUR',
        margin: '-0.0010',
        loss: true,
      },
    ])
    expect(proposed('0.016', null).map((risk) => risk.client_name)).toEqual(['Globex'])
    expect(proposed('0.014')).toEqual([])
  })

  it('refuses bad rules with field errors, viewers writing, and another team’s rules', async () => {
    const acme = await pricedTeam(server)
    const other = await pricingTeam(server, 'Other')
    const theirs = (
      await other.owner('POST', 'companies', { name: 'Theirs', kind: 'client', currency: 'EUR' })
    ).body
    const vendor = (
      await acme.owner('POST', 'companies', { name: 'A vendor', kind: 'vendor', currency: 'EUR' })
    ).body

    const fixedWithoutPrice = await acme.owner('POST', rules, { name: 'Fixed', kind: 'fixed' })
    expect(fixedWithoutPrice.status).toBe(422)
    expect(Object.keys(fixedWithoutPrice.body.errors).sort()).toEqual(['currency', 'fixed_price'])
    const badNumbers = await acme.owner('POST', rules, {
      name: '',
      markup_percent: '1.5e3',
      decimals: 9,
    })
    expect(badNumbers.status).toBe(422)
    expect(Object.keys(badNumbers.body.errors).sort()).toEqual([
      'decimals',
      'markup_percent',
      'name',
    ])
    for (const clientId of [theirs.id, vendor.id]) {
      const foreign = await acme.owner('POST', rules, { name: 'X', client_ids: [clientId] })
      expect(foreign.status).toBe(422)
      expect(foreign.body.errors.client_ids).toEqual([
        'Choose client companies of this team (companies of kind client).',
      ])
    }
    const badPlan = await acme.owner('PUT', clientRatePaths.settings, {
      plan_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(badPlan.status).toBe(422)
    expect(Object.keys(badPlan.body.errors)).toEqual(['plan_id'])

    const rule = (await acme.owner('POST', rules, { name: 'Mine', markup_percent: '10' })).body
    expect((await acme.viewer('POST', rules, { name: 'Viewer' })).status).toBe(403)
    expect((await acme.editor('PUT', `${rules}/${rule.id}`, { name: 'Editor' })).status).toBe(403)
    expect((await acme.viewer('DELETE', `${rules}/${rule.id}`)).status).toBe(403)
    expect(
      (await acme.viewer('PUT', clientRatePaths.settings, { default_decimals: 2 })).status,
    ).toBe(403)
    expect(
      (await acme.viewer('POST', clientRatePaths.rulesReorder, { ids: [rule.id] })).status,
    ).toBe(403)

    expect((await other.owner('GET', `${rules}/${rule.id}`)).status).toBe(404)
    expect((await other.owner('PUT', `${rules}/${rule.id}`, { name: 'Taken' })).status).toBe(404)
    expect((await other.owner('DELETE', `${rules}/${rule.id}`)).status).toBe(404)
    expect(clientRateRuleList.parse((await other.viewer('GET', rules)).body).data).toEqual([])
    const reorderTheirs = await other.owner('POST', clientRatePaths.rulesReorder, {
      ids: [rule.id],
    })
    expect(reorderTheirs.status).toBe(422)
    const theirTable = clientRateTable.parse(
      (await other.viewer('GET', `${table}?client_id=${acme.globex.id}`)).body,
    )
    expect(theirTable.data).toEqual([])
  })
})
