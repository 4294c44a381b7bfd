import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import * as smpp from 'smpp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  campaignMessages,
  networks,
  smppConnections,
  smsCampaigns,
  smsRoutes,
} from '../../server/src/db/schema'
import { submitBatch } from '../../server/src/domain/campaigns/engine/submit'
import { insertPrefixRows } from '../../server/src/domain/networks/prefix-index'
import { planRouteChooser } from '../../server/src/domain/routing/plan-chooser'
import type {
  ChooseRoutes,
  RouteCandidate,
  RouteQuery,
} from '../../server/src/domain/routing/route-choice'
import { formatMoney, multiplyMoney, parseMoney, sumMoney } from '../../src/contract/money'
import { smsRoutingPaths } from '../../src/contract/routes'
import { type CampaignTeam, campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { campaignRow, engineDeps, messagesOf, seedContacts, testEngine } from './support/engine'
import { apiBase, useTestServer } from './support/test-server'

/**
 * The delivery engine routing by plan, through a stand-in for the plans' chooser: the route it
 * answers first is taken, the next ones when a connection is not bound or the vendor refuses,
 * always with the message's own submit key; the cost is the route's rate × parts, none when
 * refused. The vendor is the `smpp` npm package's server (farhadi/node-smpp), refusing numbers
 * that end in 3 and sending a receipt for every message it takes.
 */

const credentials = { systemId: 'routing', password: 'r0utes' }
/** submit_sm failed (SMPP 3.4 §5.1.3): a refusal for good, not a throttle. */
const esmeSubmitFail = 0x45
const usd = (text: string) => parseMoney(text, { currency: 'USD', scale: 6 })

interface Vendor {
  port: number
  accepted: smpp.Pdu[]
  refused: smpp.Pdu[]
  stop(): Promise<void>
}

async function startVendor(): Promise<Vendor> {
  const sessions: smpp.Session[] = []
  const vendor = { accepted: [] as smpp.Pdu[], refused: [] as smpp.Pdu[] }
  const server = smpp.createServer((session) => {
    sessions.push(session)
    session.on('error', () => undefined)
    session.on('bind_transceiver', (pdu) => {
      const ok = pdu.system_id === credentials.systemId && pdu.password === credentials.password
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }))
    })
    session.on('enquire_link', (pdu) => session.send(pdu.response()))
    session.on('unbind', (pdu) => {
      session.send(pdu.response())
      session.close()
    })
    session.on('submit_sm', (pdu) => {
      if (String(pdu.destination_addr).endsWith('3')) {
        vendor.refused.push(pdu)
        session.send(pdu.response({ command_status: esmeSubmitFail }))
        return
      }
      vendor.accepted.push(pdu)
      const messageId = `vendor-${vendor.accepted.length}`
      session.send(pdu.response({ message_id: messageId }))
      setImmediate(() =>
        session.deliver_sm({
          source_addr: pdu.destination_addr,
          destination_addr: pdu.source_addr,
          esm_class: 0x04,
          short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611290600 done date:2611290600 stat:DELIVRD err:000 text:`,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(vendor, {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy()
        server.close(() => resolve())
      }),
  })
}

describe('the delivery engine routing by plan', () => {
  const server = useTestServer('pglite')
  let vendor: Vendor
  let team: CampaignTeam
  /** The team's network covering every sample number (+1415…). */
  let networkId: string
  /** Routes: over the vendor's SMPP connection, over the simulator, over a connection never bound. */
  const route = { vendor: '', simulator: '', unbound: '' }
  const connection = { vendor: '', unbound: '' }

  beforeAll(async () => {
    vendor = await startVendor()
    team = await campaignTeam(server, 'Routed')
    const [network] = await server.db
      .insert(networks)
      .values({
        teamId: team.teamId,
        mcc: '310',
        mnc: '260',
        country: 'US',
        name: 'Bay Mobile',
        prefixes: ['1415'],
      })
      .returning()
    if (!network) throw new Error('no network')
    networkId = network.id
    await insertPrefixRows(server.db, team.teamId, [network])
    const owner = team.members.owner.accessToken
    const addConnection = async (name: string, port: number) => {
      const created = await server.request(
        'POST',
        `${apiBase}/${smsRoutingPaths.smppConnections}`,
        {
          token: owner,
          body: {
            name,
            host: '127.0.0.1',
            port,
            system_id: credentials.systemId,
            password: credentials.password,
            tps: 500,
          },
        },
      )
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      return created.body.id as string
    }
    connection.vendor = await addConnection('Vendor', vendor.port)
    // Nothing listens on port 9: this one is never bound.
    connection.unbound = await addConnection('Gone', 9)
    const routes = await server.db
      .insert(smsRoutes)
      .values([
        {
          teamId: team.teamId,
          name: 'Vendor',
          vendorName: 'Vendor',
          connectionId: connection.vendor,
        },
        { teamId: team.teamId, name: 'Local', vendorName: 'Simulator' },
        { teamId: team.teamId, name: 'Gone', vendorName: 'Gone', connectionId: connection.unbound },
      ])
      .returning()
    const [viaVendor, viaSimulator, viaNothing] = routes.map((row) => row.id)
    route.vendor = viaVendor ?? ''
    route.simulator = viaSimulator ?? ''
    route.unbound = viaNothing ?? ''
    await server.deps.smppConnections.reconcile()
    await vi.waitFor(
      async () => {
        const [row] = await server.db
          .select({ status: smppConnections.status })
          .from(smppConnections)
          .where(eq(smppConnections.id, connection.vendor))
        expect(row?.status).toBe('bound')
      },
      { timeout: 10_000, interval: 50 },
    )
  })
  afterAll(() => vendor?.stop())

  const candidate = (routeId: string, connectionId: string | null, rate: string | null) => ({
    routeId,
    connectionId,
    costPerPart: rate === null ? null : usd(rate),
  })
  const vendorRoute = () => candidate(route.vendor, connection.vendor, '0.012345')
  const simulatorRoute = () => candidate(route.simulator, null, '0.004')
  const unboundRoute = () => candidate(route.unbound, connection.unbound, '0.001')

  /** A test-only chooser: the same fixed candidates for every message, and the queries it saw. */
  function fixedRoutes(candidates: () => RouteCandidate[]) {
    const queries: RouteQuery[] = []
    const choose: ChooseRoutes = async (query) => {
      queries.push(query)
      return candidates()
    }
    return { choose, queries }
  }

  /** Sends a campaign of `size` contacts (numbered from `from`) with the chooser, to the end. */
  async function send(name: string, size: number, from: number, chooseRoutes?: ChooseRoutes) {
    const tag = `T${from}`
    await team.call('POST', 'tags', { name: tag })
    await seedContacts(server, team.teamId, size, () => ({ tags: [tag] }), from)
    const campaign = await storeCampaign(team.call, {
      name,
      ...readyBody(team),
      targets: { tags: [tag] },
    })
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`)).status).toBe(200)
    const engine = testEngine(server, chooseRoutes ? { chooseRoutes } : {})
    const submitted = vi.spyOn(engine.simulator, 'submit')
    try {
      await engine.settle(campaign.id)
    } finally {
      await engine.close()
    }
    const messages = await messagesOf(server, campaign.id)
    return { campaign, messages, simulatorKeys: submitted.mock.calls.map(([m]) => m.submitKey) }
  }

  const costOf = (rate: string, parts: number) => formatMoney(multiplyMoney(usd(rate), parts))

  it('without routing, sends by the default route at the default cost, as before', async () => {
    const { messages, campaign } = await send('Default', 4, 100)
    const perPart = server.deps.config.engine.defaultRouteCost
    expect(messages).toHaveLength(4)
    for (const message of messages) {
      expect(message).toMatchObject({
        status: 'delivered',
        routeId: null,
        networkId,
        country: 'US',
      })
      expect(message.cost).toBe(formatMoney(multiplyMoney(perPart, message.parts)))
    }
    expect((await campaignRow(server, campaign.id)).stats).toMatchObject({ sent: 4, delivered: 4 })
  })

  it('asks the plan per message and submits through the chosen SMPP connection; its receipts apply', async () => {
    const chooser = fixedRoutes(() => [vendorRoute(), simulatorRoute()])
    const before = vendor.accepted.length
    const { messages, campaign, simulatorKeys } = await send('Routed', 4, 204, chooser.choose)
    expect(vendor.accepted.length - before).toBe(4)
    expect(simulatorKeys).toEqual([])
    for (const message of messages) {
      // Delivered: the vendor's receipt reached the engine through the connection manager.
      expect(message).toMatchObject({ status: 'delivered', routeId: route.vendor, networkId })
      expect(message.carrierMessageId).toMatch(/^vendor-/)
      expect(message.cost).toBe(costOf('0.012345', message.parts))
    }
    const query = chooser.queries.find((each) => each.key === messages[0]?.submitKey)
    expect(query).toMatchObject({
      teamId: team.teamId,
      planId: null,
      networkId,
      country: 'US',
      senderId: 'ACME',
      e164: messages[0]?.phone,
    })
    expect((await campaignRow(server, campaign.id)).stats).toMatchObject({
      sent: 4,
      delivered: 4,
      cost: formatMoney(
        sumMoney(
          messages.map((message) => usd(message.cost ?? '0')),
          { currency: 'USD', scale: 6 },
        ),
      ),
    })
  })

  it('fails over to the next route, with the same key, when a connection is not bound', async () => {
    const chooser = fixedRoutes(() => [unboundRoute(), simulatorRoute()])
    const { messages, simulatorKeys } = await send('Failover', 3, 300, chooser.choose)
    expect(messages.map((message) => message.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ])
    expect(messages.every((message) => message.routeId === route.simulator)).toBe(true)
    expect(simulatorKeys.sort()).toEqual(messages.map((message) => message.submitKey).sort())
    for (const message of messages) expect(message.cost).toBe(costOf('0.004', message.parts))
  })

  it('fails over when the vendor refuses, and a refusal on the last route fails the message with no cost', async () => {
    // Sample numbers 400… end in their own digit: 403 ends in 3, which the vendor refuses.
    const over = await send(
      'Refused then local',
      5,
      400,
      fixedRoutes(() => [vendorRoute(), simulatorRoute()]).choose,
    )
    const refused = over.messages.filter((message) => message.phone.endsWith('3'))
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({ status: 'delivered', routeId: route.simulator })
    expect(over.simulatorKeys).toEqual([refused[0]?.submitKey])
    const last = await send('Refused for good', 5, 500, fixedRoutes(() => [vendorRoute()]).choose)
    const failed = last.messages.filter((message) => message.phone.endsWith('3'))
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ status: 'failed', routeId: route.vendor, cost: null })
    expect(failed[0]?.error).toMatch(/refused/)
    const stats = (await campaignRow(server, last.campaign.id)).stats
    expect(stats).toMatchObject({ sent: 4, failed: 1 })
  })

  it('keeps a route with no rate in force free of cost, and a routed message goes to the same route after a restart', async () => {
    // A deterministic weighted choice: the key's hash picks vendor or simulator first.
    const weighted: ChooseRoutes = async (query) => {
      const first = createHash('sha256').update(query.key).digest()[0] ?? 0
      const vendorFirst = first % 2 === 0
      const local = candidate(route.simulator, null, null)
      return vendorFirst ? [vendorRoute(), local] : [local, vendorRoute()]
    }
    const { messages, campaign } = await send('Weighted', 12, 600, weighted)
    const routeOf = new Map(messages.map((message) => [message.id, message.routeId]))
    expect(new Set(routeOf.values()).size).toBe(2)
    for (const message of messages.filter((each) => each.routeId === route.simulator))
      expect(message.cost).toBeNull()
    // A restart that lost every record: the messages are queued again and a new engine sends them.
    await server.db
      .update(smsCampaigns)
      .set({ status: 'sending' })
      .where(eq(smsCampaigns.id, campaign.id))
    await server.db
      .update(campaignMessages)
      .set({ status: 'queued', carrierMessageId: null, routeId: null, leaseUntil: null })
      .where(eq(campaignMessages.campaignId, campaign.id))
    // Only the sending task runs (a whole engine would open the campaign's next run).
    const worker = testEngine(server)
    try {
      const deps = { ...engineDeps(server, worker), chooseRoutes: weighted }
      while (await submitBatch(deps));
    } finally {
      await worker.close()
    }
    const again = await messagesOf(server, campaign.id)
    expect(again.map((message) => message.status)).not.toContain('queued')
    for (const message of again) expect(message.routeId).toBe(routeOf.get(message.id))
  })

  it('reports the cost per route and network, for the campaign team only', async () => {
    const { messages, campaign } = await send(
      'Reported',
      3,
      700,
      fixedRoutes(() => [vendorRoute()]).choose,
    )
    const day = messages[0]?.queuedAt.toISOString().slice(0, 10)
    const path = `sms/campaigns/routes-cost?filter[from]=${day}&filter[to]=${day}&time_zone=UTC`
    const answer = await team.call('GET', `${path}&filter[campaign_id]=${campaign.id}`)
    expect(answer.status).toBe(200)
    const cost = formatMoney(
      sumMoney(
        messages.map((message) => usd(message.cost ?? '0')),
        { currency: 'USD', scale: 6 },
      ),
      { minDecimals: 2 },
    )
    expect(answer.body.routes).toEqual([
      {
        route_id: route.vendor,
        route_name: 'Vendor',
        network_id: networkId,
        network_name: 'Bay Mobile',
        messages: 3,
        sent: 3,
        delivered: 3,
        failed: 0,
        cost,
      },
    ])
    const other = await campaignTeam(server, 'Elsewhere')
    const theirs = await other.call('GET', path)
    expect(theirs.status).toBe(200)
    expect(theirs.body.routes).toEqual([])
  })

  // Last: the team's default plan it makes would route the tests above that send without one.
  it('routes by the team default plan through the plans chooser: each message by its rule, priced at its route rate', async () => {
    // Routing is set up by owners and admins.
    const asOwner = (path: string, body: unknown) =>
      server.request('POST', `${apiBase}/${path}`, { token: team.members.owner.accessToken, body })
    const plan = await asOwner(smsRoutingPaths.routingPlans, {
      name: 'Default',
      is_default: true,
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)
    const rule = await asOwner(smsRoutingPaths.routingRules.replace(':id', plan.body.id), {
      countries: ['US'],
      routes: [
        { route_id: route.vendor, weight: 50, failover_position: 1 },
        { route_id: route.simulator, weight: 50, failover_position: 2 },
      ],
    })
    expect(rule.status, JSON.stringify(rule.body)).toBe(201)
    const prices = new Map([
      [route.vendor, '0.0123'],
      [route.simulator, '0.0040'],
    ])
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
    for (const [routeId, price] of prices) {
      const rate = await asOwner(smsRoutingPaths.rates, {
        route_id: routeId,
        network_id: networkId,
        price,
        currency: 'USD',
        effective_from: yesterday,
      })
      expect(rate.status, JSON.stringify(rate.body)).toBe(201)
    }
    // MNP answers are asked once per batch (this campaign is one batch), not once per message.
    const mnpAsked: (readonly string[])[] = []
    const chooser = planRouteChooser(server.db, async (_teamId, e164s) => {
      mnpAsked.push(e164s)
      return new Map()
    })
    const { messages } = await send('Planned', 6, 800, chooser)
    expect(messages).toHaveLength(6)
    expect(mnpAsked).toHaveLength(1)
    expect([...(mnpAsked[0] ?? [])].sort()).toEqual(messages.map((m) => m.phone).sort())
    for (const message of messages) {
      const price = prices.get(message.routeId ?? '')
      expect(price, `${message.phone} went by a route of the plan`).toBeDefined()
      expect(message).toMatchObject({ status: 'delivered', networkId })
      expect(message.cost).toBe(costOf(price ?? '0', message.parts))
    }
  })
})
