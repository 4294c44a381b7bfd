import { describe, expect, it } from 'vitest'
import { vendorRates } from '../../server/src/db/schema'
import { ratesInForce } from '../../server/src/domain/routing/rates-in-force'
import { smsRoutingPaths } from '../../src/contract/routes'
import {
  type RateChangeResource,
  rateChangeList,
  vendorRateList,
  vendorRateResource,
} from '../../src/contract/vendor-rate'
import { type Call, caller } from './support/audience'
import { planUsingRoute } from './support/routing'
import { teamWithEveryRole } from './support/teams'
import { useTestServer } from './support/test-server'

const path = smsRoutingPaths.rates
const day = 24 * 60 * 60 * 1000
/** A moment `days` from now (negative: before), as the API writes it. */
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()

/**
 * Vendor rates: per route and network or country default, prices as decimal text (> 0, at most
 * 6 decimals), history kept (a later rate closes the one in force, a rate in force is never
 * edited), the rate in force at a moment (a network's rate beats a cheaper country default),
 * and the changes each row makes against the one before it.
 */
describe('vendor rates', () => {
  const server = useTestServer('pglite')

  async function team(name = 'Acme') {
    const fixture = await teamWithEveryRole(server, name)
    const { owner, admin, editor, viewer } = fixture.members
    const call = caller(server, owner.accessToken)
    const route = async (routeName: string) => {
      const created = await call('POST', smsRoutingPaths.routes, {
        name: routeName,
        vendor_name: 'Northwind',
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      return created.body.id as string
    }
    const network = await call('POST', 'sms/routing/networks', {
      mcc: '234',
      mnc: '15',
      country: 'GB',
      name: 'Vodafone UK',
      prefixes: ['447700'],
    })
    expect(network.status, JSON.stringify(network.body)).toBe(201)
    return {
      teamId: fixture.teamId,
      owner: call,
      admin: caller(server, admin.accessToken),
      editor: caller(server, editor.accessToken),
      viewer: caller(server, viewer.accessToken),
      route,
      networkId: network.body.id as string,
    }
  }

  const rate = (routeId: string, values: Record<string, unknown>) => ({
    route_id: routeId,
    price: '0.0100',
    currency: 'EUR',
    effective_from: inDays(1),
    ...values,
  })

  async function store(call: Call, body: Record<string, unknown>) {
    const created = await call('POST', path, body)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return vendorRateResource.parse(created.body)
  }

  it('creates, shows, edits and deletes a scheduled rate, its country taken from its network', async () => {
    const { owner, viewer, route, networkId } = await team()
    const routeId = await route('UK direct')
    const created = await store(owner, rate(routeId, { network_id: networkId, price: '0.012345' }))
    expect(created).toMatchObject({
      route_name: 'UK direct',
      network_id: networkId,
      network: { name: 'Vodafone UK', mcc: '234', mnc: '15' },
      country: 'GB',
      price: '0.012345',
      currency: 'EUR',
      effective_till: null,
      state: 'scheduled',
      sheet_id: null,
    })
    expect((await viewer('GET', `${path}/${created.id}`)).body).toEqual(created)
    const edited = await owner('PUT', `${path}/${created.id}`, { price: '0.02', currency: 'usd' })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({ price: '0.020000', currency: 'USD' })
    const listed = await viewer('GET', `${path}?filter[route_id]=${routeId}&filter[country]=GB`)
    expect(vendorRateList.parse(listed.body).data.map((row) => row.id)).toEqual([created.id])
    expect((await owner('DELETE', `${path}/${created.id}`)).status).toBe(200)
    expect((await viewer('GET', `${path}/${created.id}`)).status).toBe(404)
  })

  it('answers 422 with a clear message for a price that is not above 0 with at most 6 decimals', async () => {
    const { owner, route } = await team()
    const routeId = await route('Main')
    for (const price of ['0', '0.000000', '-0.01', '0.0000001', 'abc', '1,5', '', '1e-3']) {
      const refused = await owner('POST', path, rate(routeId, { country: 'GB', price }))
      expect(refused.status, price).toBe(422)
      expect(refused.body.errors.price).toEqual([
        'The price field must be a price above 0 with at most 6 decimals, like 0.0125.',
      ])
    }
    const bad = await owner('POST', path, {
      route_id: routeId,
      price: '0.01',
      currency: 'XYZ',
      effective_from: inDays(2),
      effective_till: inDays(1),
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['country', 'currency', 'effective_till'])
    expect(bad.body.errors.country).toEqual([
      'Choose a country for a country default rate (a rate with no network).',
    ])
    expect(bad.body.errors.effective_till).toEqual(['The rate must end after it starts.'])
    expect((await owner('POST', path, rate(routeId, { country: 'gb' }))).body.country).toBe('GB')
  })

  it('lets owners and admins write, editors and viewers only read', async () => {
    const { admin, editor, viewer, route } = await team()
    const routeId = await route('Main')
    const created = await store(admin, rate(routeId, { country: 'GB' }))
    for (const reader of [editor, viewer]) {
      expect((await reader('POST', path, rate(routeId, { country: 'FR' }))).status).toBe(403)
      expect((await reader('PUT', `${path}/${created.id}`, { price: '1' })).status).toBe(403)
      expect((await reader('DELETE', `${path}/${created.id}`)).status).toBe(403)
      expect((await reader('GET', path)).body.meta.total).toBe(1)
      expect((await reader('GET', `${path}/changes`)).status).toBe(200)
    }
  })

  it("answers 404 for another team's rate, and 422 for another team's route or network", async () => {
    const mine = await team()
    const other = await team('Globex')
    const routeId = await mine.route('Mine')
    const created = await store(mine.owner, rate(routeId, { country: 'GB' }))
    expect((await other.owner('GET', `${path}/${created.id}`)).status).toBe(404)
    expect((await other.owner('PUT', `${path}/${created.id}`, { price: '9' })).status).toBe(404)
    expect((await other.owner('DELETE', `${path}/${created.id}`)).status).toBe(404)
    expect((await other.owner('GET', path)).body.meta.total).toBe(0)
    expect((await other.owner('GET', `${path}/changes`)).body.meta.total).toBe(0)
    expect((await mine.owner('GET', `${path}/${created.id}`)).body.price).toBe('0.010000')
    const foreignRoute = await other.owner('POST', path, rate(routeId, { country: 'GB' }))
    expect(foreignRoute.status).toBe(422)
    expect(Object.keys(foreignRoute.body.errors)).toEqual(['route_id'])
    const theirRoute = await other.route('Theirs')
    const foreignNetwork = await other.owner(
      'POST',
      path,
      rate(theirRoute, { network_id: mine.networkId }),
    )
    expect(foreignNetwork.status).toBe(422)
    expect(Object.keys(foreignNetwork.body.errors)).toEqual(['network_id'])
  })

  it('closes the rate in force when a later one is added, keeps history, and reopens it when the scheduled one goes', async () => {
    const { owner, route, networkId } = await team()
    const routeId = await route('Main')
    const current = await store(
      owner,
      rate(routeId, { network_id: networkId, price: '0.0100', effective_from: inDays(-3) }),
    )
    expect(current.state).toBe('in_force')
    const nextFrom = inDays(10)
    const next = await store(
      owner,
      rate(routeId, { network_id: networkId, price: '0.0120', effective_from: nextFrom }),
    )
    const closed = await owner('GET', `${path}/${current.id}`)
    expect(closed.body).toMatchObject({ effective_till: nextFrom, price: '0.010000' })
    const edit = await owner('PUT', `${path}/${current.id}`, { price: '0.0090' })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toMatch(/has been in force since .*history is kept/)
    expect((await owner('DELETE', `${path}/${current.id}`)).status).toBe(409)
    // The latest word for a moment wins (domain/rates/windows.ts): the scheduled rate is replaced.
    const sameStart = await store(
      owner,
      rate(routeId, { network_id: networkId, price: '0.0125', effective_from: nextFrom }),
    )
    expect((await owner('GET', `${path}/${next.id}`)).status).toBe(404)
    expect((await owner('GET', `${path}/${current.id}`)).body.effective_till).toBe(nextFrom)
    // Billed history is not rewritten: a start in the past inside a held window, from an
    // earlier moment or the very same one, is refused.
    for (const effectiveFrom of [inDays(-1), current.effective_from]) {
      const backdated = await owner(
        'POST',
        path,
        rate(routeId, { network_id: networkId, effective_from: effectiveFrom }),
      )
      expect(backdated.status).toBe(422)
      expect(backdated.body.errors.effective_from[0]).toMatch(/history is not rewritten/)
    }
    expect((await owner('GET', `${path}/${current.id}`)).body).toMatchObject({
      price: '0.010000',
      effective_till: nextFrom,
    })
    // A rate scheduled before the next one ends where the next one begins.
    const between = await store(
      owner,
      rate(routeId, { network_id: networkId, price: '0.0110', effective_from: inDays(5) }),
    )
    expect(between.effective_till).toBe(nextFrom)
    expect((await owner('GET', `${path}/${current.id}`)).body.effective_till).toBe(
      between.effective_from,
    )
    // A country default is another history: it closes nothing of the network's.
    await store(owner, rate(routeId, { country: 'GB', effective_from: inDays(7) }))
    expect((await owner('GET', `${path}/${between.id}`)).body.effective_till).toBe(nextFrom)
    expect((await owner('DELETE', `${path}/${between.id}`)).status).toBe(200)
    expect((await owner('GET', `${path}/${current.id}`)).body.effective_till).toBe(nextFrom)
    expect((await owner('DELETE', `${path}/${sameStart.id}`)).status).toBe(200)
    expect((await owner('GET', `${path}/${current.id}`)).body.effective_till).toBeNull()
  })

  it('lists the rates in force at a moment, or the whole history', async () => {
    const { owner, route, networkId } = await team()
    const routeId = await route('Main')
    const current = await store(
      owner,
      rate(routeId, { network_id: networkId, effective_from: inDays(-3) }),
    )
    const next = await store(
      owner,
      rate(routeId, { network_id: networkId, price: '0.02', effective_from: inDays(10) }),
    )
    const idsAt = async (moment: string) =>
      vendorRateList
        .parse((await owner('GET', `${path}?filter[in_force_at]=${moment}`)).body)
        .data.map((row) => row.id)
    expect(await idsAt(inDays(0))).toEqual([current.id])
    expect(await idsAt(inDays(11))).toEqual([next.id])
    expect(await idsAt(inDays(-4))).toEqual([])
    const history = await owner('GET', `${path}?filter[network_id]=${networkId}`)
    expect(history.body.data.map((row: { id: string }) => row.id)).toEqual([next.id, current.id])
    const defaults = await owner('GET', `${path}?filter[network_id]=none`)
    expect(defaults.body.meta.total).toBe(0)
    for (const query of [
      'filter[in_force_at]=yesterday',
      'filter[route_id]=x',
      'filter[network_id]=all',
      'filter[country]=ZZZ',
      'sort=cost',
    ]) {
      const refused = await owner('GET', `${path}?${query}`)
      expect(refused.status, query).toBe(422)
    }
    for (const query of ['filter[from]=soon', 'filter[kind]=drop', 'filter[route_id]=1']) {
      expect((await owner('GET', `${path}/changes?${query}`)).status, query).toBe(422)
    }
  })

  it('answers the rate in force per route: the network rate, else the country default, never the cheaper one', async () => {
    const { owner, teamId, route, networkId } = await team()
    const direct = await route('Direct')
    const wholesale = await route('Wholesale')
    await store(owner, rate(direct, { country: 'GB', price: '0.0010', effective_from: inDays(-5) }))
    await store(
      owner,
      rate(direct, { network_id: networkId, price: '0.0300', effective_from: inDays(-2) }),
    )
    await store(
      owner,
      rate(direct, { network_id: networkId, price: '0.0400', effective_from: inDays(3) }),
    )
    await store(
      owner,
      rate(wholesale, { country: 'GB', price: '0.0200', effective_from: inDays(-5) }),
    )
    const inForce = async (
      days: number,
      target: { networkId: string | null; country: string },
      routeIds = [direct, wholesale],
    ) =>
      [
        ...(
          await ratesInForce(server.db, teamId, routeIds, target, new Date(Date.now() + days * day))
        ).entries(),
      ]
        .map(([routeId, rate]) => [
          routeId === direct ? 'direct' : 'wholesale',
          rate.networkId ? 'network' : 'country',
          rate.price,
        ])
        .sort()
    const at = (days: number, routeIds?: string[]) =>
      inForce(days, { networkId, country: 'GB' }, routeIds)
    expect(await at(0)).toEqual([
      ['direct', 'network', '0.030000'],
      ['wholesale', 'country', '0.020000'],
    ])
    // Before the network rate began, the country default answered.
    expect(await at(-3)).toEqual([
      ['direct', 'country', '0.001000'],
      ['wholesale', 'country', '0.020000'],
    ])
    expect(await at(4, [direct])).toEqual([['direct', 'network', '0.040000']])
    expect(await at(-10)).toEqual([])
    const byCountry = await inForce(0, { networkId: null, country: 'GB' })
    expect(byCountry.map(([, , price]) => price)).toEqual(['0.001000', '0.020000'])
  })

  it('lists each change with its kind, old and new price, route and plans, filtered and paged', async () => {
    const { owner, teamId, route, networkId } = await team()
    const routeId = await route('Main')
    const quiet = await route('Quiet')
    await planUsingRoute(server, teamId, routeId, 'Weekday plan')
    const row = (values: Partial<typeof vendorRates.$inferInsert>) => ({
      teamId,
      routeId,
      networkId,
      country: 'GB',
      price: '0.010000',
      currency: 'EUR',
      effectiveFrom: new Date(),
      ...values,
    })
    const now = Date.now()
    const at = (days: number) => new Date(now + days * day)
    await server.db.insert(vendorRates).values([
      row({ effectiveFrom: at(-40), effectiveTill: at(-30) }),
      row({ price: '0.012', effectiveFrom: at(-30), effectiveTill: at(-20) }),
      row({ price: '0.011', effectiveFrom: at(-20), effectiveTill: at(-10) }),
      row({ price: '0.011', effectiveFrom: at(-10), effectiveTill: at(10) }),
      row({ price: '0.011', currency: 'USD', effectiveFrom: at(10) }),
      row({
        networkId: null,
        country: 'FR',
        price: '0.05',
        effectiveFrom: at(-9),
        effectiveTill: at(-5),
      }),
      row({ routeId: quiet, networkId: null, country: 'DE', effectiveFrom: at(-8) }),
    ])
    const changes = async (query = '') => {
      const listed = await owner('GET', `${path}/changes?per_page=100${query}`)
      expect(listed.status, JSON.stringify(listed.body)).toBe(200)
      return rateChangeList.parse(listed.body)
    }
    const summary = (list: RateChangeResource[]) =>
      list.map(
        (change) => `${change.kind} ${change.country} ${change.old_price} ${change.new_price}`,
      )
    const all = await changes(`&filter[route_id]=${routeId}`)
    expect(summary(all.data)).toEqual([
      'new GB null 0.011000',
      'closed FR 0.050000 null',
      'new FR null 0.050000',
      'unchanged GB 0.011000 0.011000',
      'decrease GB 0.012000 0.011000',
      'increase GB 0.010000 0.012000',
      'new GB null 0.010000',
    ])
    const increase = all.data.find((change) => change.kind === 'increase')
    expect(increase).toMatchObject({
      route_name: 'Main',
      network: { name: 'Vodafone UK', mcc: '234', mnc: '15' },
      currency: 'EUR',
    })
    expect(Math.abs(Date.parse(increase?.effective_at ?? '') - at(-30).getTime())).toBeLessThan(day)
    expect(increase?.plans.map((plan) => plan.name)).toEqual(['Weekday plan'])
    expect(summary((await changes('&filter[kind]=increase')).data)).toEqual([
      'increase GB 0.010000 0.012000',
    ])
    expect(summary((await changes('&filter[country]=DE')).data)).toEqual(['new DE null 0.010000'])
    expect((await changes('&filter[country]=DE')).data[0]?.plans).toEqual([])
    const window = await changes(
      `&filter[from]=${at(-25).toISOString()}&filter[to]=${at(0).toISOString()}`,
    )
    expect(summary(window.data)).toEqual([
      'closed FR 0.050000 null',
      'new DE null 0.010000',
      'new FR null 0.050000',
      'unchanged GB 0.011000 0.011000',
      'decrease GB 0.012000 0.011000',
    ])
    const paged = await owner('GET', `${path}/changes?per_page=3&page=3&sort=effective_at`)
    expect(paged.body.meta).toMatchObject({ total: 8, page: 3, last_page: 3 })
    expect(summary(paged.body.data)).toEqual(['closed FR 0.050000 null', 'new GB null 0.011000'])
    const past = await owner('GET', `${path}/changes?per_page=3&page=9`)
    expect(past.body).toMatchObject({ data: [], meta: { total: 8, last_page: 3 } })
    expect((await owner('GET', `${path}/changes?filter[kind]=gone`)).status).toBe(422)
  })
})
