import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { campaignMessages, smppConnections, smsRoutes } from '../../server/src/db/schema'
import type { ChooseRoutes } from '../../server/src/domain/routing/route-choice'
import { smsRoutingPaths } from '../../src/contract/routes'
import type { SmppConnectionResource } from '../../src/contract/smpp-connection'
import { registerVerified } from './support/accounts'
import { type CampaignTeam, campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { messagesOf, seedContacts, testEngine } from './support/engine'
import { type SmppPeer, startSmppPeer } from './support/smpp-peer'
import { apiBase, useTestServer } from './support/test-server'

/**
 * Two vendors, both the `smpp` npm package's server, that issue the same message ids: one takes
 * a transceiver and delivers everything, the other wants a transmitter and a receiver apart and
 * fails everything. The engine sends a campaign across both; each receipt must reach the message
 * sent through its own connection. The connection list shows both sessions of the second.
 */

const credentials = { systemId: 'binds', password: 'b1nds' }
const collection = `${apiBase}/${smsRoutingPaths.smppConnections}`

describe('SMPP binds and receipts across vendors', () => {
  const server = useTestServer('pglite')
  let both: SmppPeer
  let split: SmppPeer
  let team: CampaignTeam
  const connection = { both: '', split: '' }
  const route = { both: '', split: '' }

  beforeAll(async () => {
    const sameIds = (n: number) => `same-${n}`
    both = await startSmppPeer({ ...credentials, binds: 'transceiver', idOf: sameIds })
    split = await startSmppPeer({
      ...credentials,
      binds: 'split',
      idOf: sameIds,
      statOf: () => 'UNDELIV',
    })
    team = await campaignTeam(server, 'Binds')
    const add = async (name: string, port: number, bindMode: string) => {
      const created = await server.request('POST', collection, {
        token: team.members.owner.accessToken,
        body: { name, host: '127.0.0.1', port, ...credentialsBody, bind_mode: bindMode, tps: 200 },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      return created.body.id as string
    }
    const credentialsBody = { system_id: credentials.systemId, password: credentials.password }
    connection.both = await add('Transceiver vendor', both.port, 'transceiver')
    connection.split = await add('Split vendor', split.port, 'transmitter_receiver')
    const rows = await server.db
      .insert(smsRoutes)
      .values([
        { teamId: team.teamId, name: 'Both', vendorName: 'Both', connectionId: connection.both },
        { teamId: team.teamId, name: 'Split', vendorName: 'Split', connectionId: connection.split },
      ])
      .returning()
    route.both = rows[0]?.id ?? ''
    route.split = rows[1]?.id ?? ''
    await server.deps.smppConnections.reconcile()
    await vi.waitFor(
      async () => {
        const states = await server.db
          .select({ status: smppConnections.status })
          .from(smppConnections)
          .where(eq(smppConnections.teamId, team.teamId))
        expect(states.filter((row) => row.status === 'bound')).toHaveLength(3)
      },
      { timeout: 15_000, interval: 50 },
    )
  })
  afterAll(async () => {
    await both?.stop()
    await split?.stop()
  })

  const shown = async (id: string, token = team.members.viewer.accessToken) =>
    server.request('GET', `${collection}/${id}`, { token })

  it('binds a transmitter and a receiver, and shows both sessions to the team only', async () => {
    expect(split.bound).toEqual({ bind_transceiver: 0, bind_transmitter: 1, bind_receiver: 1 })
    expect(both.bound).toEqual({ bind_transceiver: 1, bind_transmitter: 0, bind_receiver: 0 })
    const viewed = await shown(connection.split)
    expect(viewed.status).toBe(200)
    const body = viewed.body as SmppConnectionResource
    expect(body.status).toMatchObject({ state: 'bound', error: null })
    expect(body.sessions).toEqual({
      transmitter: { state: 'bound', error: null, since: expect.any(String) },
      receiver: { state: 'bound', error: null, since: expect.any(String) },
    })
    expect(((await shown(connection.both)).body as SmppConnectionResource).sessions).toBeNull()
    const stranger = await registerVerified(server)
    expect((await shown(connection.split, stranger.accessToken)).status).toBe(404)
  })

  it('matches each receipt to the message sent through its own connection, though both vendors issue the same ids', async () => {
    // Even numbers by the transceiver vendor, odd ones by the split one.
    const byParity: ChooseRoutes = async (query) => {
      const even = Number(query.e164.at(-1)) % 2 === 0
      return [
        even
          ? { routeId: route.both, connectionId: connection.both, costPerPart: null }
          : { routeId: route.split, connectionId: connection.split, costPerPart: null },
      ]
    }
    await team.call('POST', 'tags', { name: 'Binds' })
    await seedContacts(server, team.teamId, 8, () => ({ tags: ['Binds'] }), 900)
    const campaign = await storeCampaign(team.call, {
      name: 'Across vendors',
      ...readyBody(team),
      targets: { tags: ['Binds'] },
    })
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`)).status).toBe(200)
    const engine = testEngine(server, { chooseRoutes: byParity })
    try {
      await engine.settle(campaign.id)
      await vi.waitFor(
        async () => {
          const statuses = (await messagesOf(server, campaign.id)).map((m) => m.status)
          expect(statuses.filter((s) => s === 'delivered' || s === 'failed')).toHaveLength(8)
        },
        { timeout: 15_000, interval: 50 },
      )
    } finally {
      await engine.close()
    }
    const messages = await messagesOf(server, campaign.id)
    const viaBoth = messages.filter((message) => message.routeId === route.both)
    const viaSplit = messages.filter((message) => message.routeId === route.split)
    expect(viaBoth).toHaveLength(4)
    expect(viaSplit).toHaveLength(4)
    const idsOf = (list: typeof messages) => list.map((message) => message.carrierMessageId).sort()
    // The same ids from both vendors: only the connection tells the messages apart.
    expect(idsOf(viaBoth)).toEqual(['same-1', 'same-2', 'same-3', 'same-4'])
    expect(idsOf(viaSplit)).toEqual(idsOf(viaBoth))
    for (const message of viaBoth)
      expect(message).toMatchObject({ status: 'delivered', connectionId: connection.both })
    for (const message of viaSplit)
      expect(message).toMatchObject({ status: 'failed', connectionId: connection.split })
    expect(split.submits.every((submit) => submit.on === 'bind_transmitter')).toBe(true)
    expect(split.receiptAnswers.every((answer) => answer.on === 'bind_receiver')).toBe(true)
    const [stored] = await server.db
      .select({ id: campaignMessages.id })
      .from(campaignMessages)
      .where(eq(campaignMessages.connectionId, connection.split))
    expect(stored).toBeDefined()
  })

  it('shows the receiver reconnecting while the transmitter stays bound, then both bound', async () => {
    const hears: unknown[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: team.members.owner.id, teamId: team.teamId })
      .subscribe((event) => hears.push(event.data))
    try {
      for (const session of split.boundAs('bind_receiver')) session.destroy()
      await expect
        .poll(() => hears, { timeout: 10_000 })
        .toContainEqual({
          connection_id: connection.split,
          status: { state: 'reconnecting', error: expect.any(String), since: expect.any(String) },
        })
      await expect
        .poll(async () => ((await shown(connection.split)).body as SmppConnectionResource).status, {
          timeout: 15_000,
        })
        .toMatchObject({ state: 'bound', error: null })
      const body = (await shown(connection.split)).body as SmppConnectionResource
      expect(body.sessions?.transmitter.state).toBe('bound')
      expect(body.sessions?.receiver.state).toBe('bound')
      expect(split.bound).toMatchObject({ bind_transmitter: 1, bind_receiver: 2 })
    } finally {
      subscription.unsubscribe()
    }
  })
})
