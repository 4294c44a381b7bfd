import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smppConnections } from '../../server/src/db/schema'
import type { BusEvent } from '../../server/src/events/bus'
import { smsRoutingPaths } from '../../src/contract/routes'
import type { SmppConnectionResource } from '../../src/contract/smpp-connection'
import { registerVerified } from './support/accounts'
import { type FakeSmsc, startFakeSmsc } from './support/fake-smsc'
import { teamWithEveryRole } from './support/teams'
import { apiBase, useTestServer } from './support/test-server'

const collection = `${apiBase}/${smsRoutingPaths.smppConnections}`
const credentials = { systemId: 'switchboard', password: 's3cret' }

describe('SMPP connections', () => {
  const server = useTestServer('pglite')
  let smsc: FakeSmsc

  beforeAll(async () => {
    smsc = await startFakeSmsc({ ...credentials, receiptDelayMs: 20 })
  })
  afterAll(() => smsc.stop())

  const vendor = (overrides: Record<string, unknown> = {}) => ({
    name: 'Vendor A',
    host: '127.0.0.1',
    port: smsc.port,
    system_id: credentials.systemId,
    password: credentials.password,
    tps: 5,
    ...overrides,
  })

  /** What the event bus tells the team that keeps connection `id`, from now on. */
  async function teamEventsOf(id: string, userId: string) {
    const [row] = await server.db.select().from(smppConnections).where(eq(smppConnections.id, id))
    const seen: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId, teamId: row?.teamId ?? '' })
      .subscribe((event) => seen.push(event))
    return { seen, stop: () => subscription.unsubscribe() }
  }

  async function statusOf(token: string, id: string) {
    const shown = await server.request('GET', `${collection}/${id}`, { token })
    return (shown.body as SmppConnectionResource).status
  }

  it('lists the built-in simulator as the default, and refuses to change or delete it', async () => {
    const ada = await registerVerified(server)
    const listed = await server.request('GET', collection, { token: ada.accessToken })
    expect(listed.status).toBe(200)
    const [simulator] = listed.body.data as SmppConnectionResource[]
    expect(simulator).toMatchObject({ kind: 'simulator', is_default: true })
    expect(simulator?.status.state).toBe('bound')
    const url = `${collection}/${simulator?.id}`
    const updated = await server.request('PUT', url, { token: ada.accessToken, body: { tps: 3 } })
    expect(updated.status).toBe(409)
    expect(updated.body.message).toMatch(/built in/)
    expect((await server.request('DELETE', url, { token: ada.accessToken })).status).toBe(409)
  })

  it('keeps the password write-only and sealed, and an empty one on update keeps it', async () => {
    const ada = await registerVerified(server)
    const created = await server.request('POST', collection, {
      token: ada.accessToken,
      body: vendor({ active: false }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).not.toHaveProperty('password')
    expect(created.body).toMatchObject({
      has_password: true,
      bind_mode: 'transceiver',
      port: smsc.port,
    })
    expect(JSON.stringify(created.body)).not.toContain(credentials.password)
    const [stored] = await server.db
      .select()
      .from(smppConnections)
      .where(eq(smppConnections.id, created.body.id))
    expect(stored?.passwordSealed).toBeTruthy()
    expect(stored?.passwordSealed).not.toContain(credentials.password)
    const renamed = await server.request('PUT', `${collection}/${created.body.id}`, {
      token: ada.accessToken,
      body: { name: 'Vendor B', password: '' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'Vendor B', has_password: true })
    const [after] = await server.db
      .select()
      .from(smppConnections)
      .where(eq(smppConnections.id, created.body.id))
    expect(after?.passwordSealed).toBe(stored?.passwordSealed)
  })

  it('answers 422 naming each field that is wrong', async () => {
    const ada = await registerVerified(server)
    const refused = await server.request('POST', collection, {
      token: ada.accessToken,
      body: {
        name: ' ',
        host: 'not a host',
        port: 70_000,
        system_id: 'a-system-id-too-long',
        password: 'longer than eight',
        bind_mode: 'sideways',
        tps: 0,
        window: 5000,
      },
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      ['bind_mode', 'host', 'name', 'password', 'port', 'system_id', 'tps', 'window'].sort(),
    )
  })

  it('lets owners and admins set connections up, not editors or viewers', async () => {
    const team = await teamWithEveryRole(server, 'Routing')
    for (const role of ['editor', 'viewer'] as const) {
      const refused = await server.request('POST', collection, {
        token: team.members[role].accessToken,
        body: vendor({ active: false }),
      })
      expect(refused.status).toBe(403)
    }
    const listed = await server.request('GET', collection, {
      token: team.members.viewer.accessToken,
    })
    expect(listed.status).toBe(200)
    const made = await server.request('POST', collection, {
      token: team.members.admin.accessToken,
      body: vendor({ active: false }),
    })
    expect(made.status).toBe(201)
    const tested = await server.request('POST', `${collection}/${made.body.id}/test-sms`, {
      token: team.members.editor.accessToken,
      body: { to: '+447700900123', from: 'Acme', body: 'Test' },
    })
    expect(tested.status).toBe(403)
  })

  it('binds, shows it, sends a test message and answers its receipt; 404 to another team', async () => {
    const ada = await registerVerified(server)
    const bob = await registerVerified(server)
    const created = await server.request('POST', collection, {
      token: ada.accessToken,
      body: vendor(),
    })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    const adaHears = await teamEventsOf(id, ada.id)
    await expect
      .poll(() => statusOf(ada.accessToken, id), { timeout: 15_000 })
      .toMatchObject({
        state: 'bound',
        error: null,
      })
    await expect
      .poll(() => adaHears.seen.map((event) => event.data))
      .toContainEqual({
        connection_id: id,
        status: { state: 'bound', error: null, since: expect.any(String) },
      })
    const message = { to: '+447700900123', from: 'Acme', body: 'Hello from the test' }
    const foreign = await server.request('POST', `${collection}/${id}/test-sms`, {
      token: bob.accessToken,
      body: message,
    })
    expect(foreign.status).toBe(404)
    const sent = await server.request('POST', `${collection}/${id}/test-sms`, {
      token: ada.accessToken,
      body: message,
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({ accepted: true })
    expect(smsc.submits.at(-1)).toMatchObject({ destination: '447700900123', source: 'Acme' })
    const receiptUrl = `${collection}/${id}/test-sms/${sent.body.message_id}`
    await expect
      .poll(
        async () => (await server.request('GET', receiptUrl, { token: ada.accessToken })).body,
        {
          timeout: 10_000,
        },
      )
      .toMatchObject({ message_id: sent.body.message_id, receipt: { status: 'delivered' } })
    await expect
      .poll(() => adaHears.seen.filter((event) => event.name === 'smpp_connection.test_receipt'))
      .toMatchObject([
        {
          data: {
            connection_id: id,
            message_id: sent.body.message_id,
            receipt: { status: 'delivered', error: null },
          },
        },
      ])
    adaHears.stop()
    expect((await server.request('GET', receiptUrl, { token: bob.accessToken })).status).toBe(404)
  })

  it('says down with the SMSC’s refusal when the password is wrong, and refuses a test', async () => {
    const ada = await registerVerified(server)
    const created = await server.request('POST', collection, {
      token: ada.accessToken,
      body: vendor({ password: 'wrong' }),
    })
    const id = created.body.id as string
    await expect
      .poll(() => statusOf(ada.accessToken, id), { timeout: 15_000 })
      .toMatchObject({
        state: 'down',
        error: expect.stringMatching(/ESME_RINVPASWD|ESME_RBINDFAIL/),
      })
    const tested = await server.request('POST', `${collection}/${id}/test-sms`, {
      token: ada.accessToken,
      body: { to: '+447700900123', from: 'Acme', body: 'Test' },
    })
    expect(tested.status).toBe(409)
    expect(tested.body.message).toMatch(/not bound/)
  })

  it('says down, with each session’s refusal, when the SMSC takes only a transceiver', async () => {
    const ada = await registerVerified(server)
    const created = await server.request('POST', collection, {
      token: ada.accessToken,
      body: vendor({ bind_mode: 'transmitter_receiver' }),
    })
    const shown = async () =>
      (await server.request('GET', `${collection}/${created.body.id}`, { token: ada.accessToken }))
        .body as SmppConnectionResource
    await expect
      .poll(async () => (await shown()).sessions, { timeout: 15_000 })
      .toMatchObject({
        transmitter: { state: 'down', error: expect.stringMatching(/^bind_transmitter refused/) },
        receiver: { state: 'down', error: expect.stringMatching(/^bind_receiver refused/) },
      })
    expect((await shown()).status).toMatchObject({
      state: 'down',
      error: expect.stringMatching(/^bind_(transmitter|receiver) refused/),
    })
  })

  it('sends a test message through the simulator and its receipt follows', async () => {
    const ada = await registerVerified(server)
    const listed = await server.request('GET', collection, { token: ada.accessToken })
    const simulator = (listed.body.data as SmppConnectionResource[])[0]
    const sent = await server.request('POST', `${collection}/${simulator?.id}/test-sms`, {
      token: ada.accessToken,
      body: { to: '+447700900123', from: 'Acme', body: 'Hello' },
    })
    expect(sent.body).toMatchObject({ accepted: true })
    const receiptUrl = `${collection}/${simulator?.id}/test-sms/${sent.body.message_id}`
    await expect
      .poll(
        async () => (await server.request('GET', receiptUrl, { token: ada.accessToken })).body,
        { timeout: 10_000 },
      )
      .toMatchObject({ receipt: { status: expect.stringMatching(/delivered|failed/) } })
  })
})
