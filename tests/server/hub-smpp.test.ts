import { eq } from 'drizzle-orm'
import * as smpp from 'smpp'
import { describe, expect, it } from 'vitest'
import type { CarrierAdapter } from '../../server/src/adapters/carrier/carrier'
import {
  hubEndpoints,
  hubMessages,
  ledgerEntries,
  smsRoutes,
  staticClientRates,
  vendorRates,
} from '../../server/src/db/schema'
import { companyHolder } from '../../server/src/domain/companies/present'
import { acceptHubMessage } from '../../server/src/domain/hub-traffic/accept'
import { createHubVendor, type HubOutcome } from '../../server/src/domain/hub-traffic/deliver'
import { appendLedgerEntry } from '../../server/src/domain/ledger'
import { moneyFromText } from '../../src/contract/money'
import { companyPaths, hubEndpointPaths } from '../../src/contract/routes'
import { caller } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

const since = new Date('2026-01-01T00:00:00Z')
const password = 'hub-s3c!'

/**
 * A team whose client Globex (EUR) has an SMPP endpoint priced 0.045 a message on EE (a static
 * price), routed by the team's default hub plan over one hub route whose vendor charges 0.010.
 */
async function hubTeam(
  server: TestServer,
  options: { creditLimit?: string; topUp?: string; tps?: number } = {},
) {
  const fixture = await teamWithEveryRole(server, 'Acme')
  const { teamId } = fixture
  const owner = caller(server, fixture.members.owner.accessToken)
  const network = await owner('POST', 'sms/routing/networks', {
    mcc: '234',
    mnc: '30',
    country: 'GB',
    name: 'EE',
    prefixes: ['447400'],
  })
  expect(network.status, JSON.stringify(network.body)).toBe(201)
  const [route] = await server.db
    .insert(smsRoutes)
    .values({ teamId, name: 'Direct', vendorName: 'Northwind', scope: 'hub' })
    .returning()
  if (!route) throw new Error('no route')
  await server.db.insert(vendorRates).values({
    teamId,
    routeId: route.id,
    networkId: network.body.id,
    country: 'GB',
    price: '0.010000',
    currency: 'EUR',
    effectiveFrom: since,
  })
  const plan = await owner('POST', 'sms/routing/plans?scope=hub', {
    name: 'Main',
    is_default: true,
  })
  const rule = await owner('POST', `sms/routing/plans/${plan.body.id}/rules?scope=hub`, {
    countries: ['GB'],
    routes: [{ route_id: route.id, weight: 100, failover_position: 1 }],
  })
  expect(rule.status, JSON.stringify(rule.body)).toBe(201)
  const company = await owner('POST', companyPaths.companies, {
    name: 'Globex',
    kind: 'client',
    currency: 'EUR',
    credit_limit: options.creditLimit ?? '0',
  })
  expect(company.status, JSON.stringify(company.body)).toBe(201)
  const systemId = `c${Math.random().toString(36).slice(2, 10)}`
  const endpoint = await owner('POST', hubEndpointPaths.endpoints, {
    company_id: company.body.id,
    name: 'Globex SMPP',
    protocol: 'smpp',
    system_id: systemId,
    password,
    allowed_ips: ['127.0.0.1'],
    tps: options.tps ?? 50,
  })
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201)
  await server.db.insert(staticClientRates).values({
    teamId,
    endpointId: endpoint.body.id,
    networkId: network.body.id,
    country: 'GB',
    price: '0.045000',
    currency: 'EUR',
    effectiveFrom: since,
    stage: 'applied',
  })
  const holder = companyHolder({ teamId, id: company.body.id })
  if (options.topUp)
    await appendLedgerEntry(server.db, holder, {
      kind: 'top_up',
      amount: moneyFromText(options.topUp, 'EUR'),
    })
  return { owner, teamId, systemId, endpointId: endpoint.body.id as string, routeId: route.id }
}

type BindCommand = 'bind_transceiver' | 'bind_transmitter' | 'bind_receiver'

/** The `smpp` package as a client's software: connects, binds, keeps the receipts it is sent. */
async function smppClient(server: TestServer, systemId: string, secret = password) {
  const port = server.deps.hubSmpp?.port
  if (!port) throw new Error('The hub SMPP listener is not running')
  const receipts: smpp.Pdu[] = []
  const session = await new Promise<smpp.Session>((resolve) => {
    const opened: smpp.Session = smpp.connect(`smpp://127.0.0.1:${port}`, () => resolve(opened))
  })
  session.on('error', () => undefined)
  session.on('deliver_sm', (pdu) => {
    receipts.push(pdu)
    session.send(pdu.response())
  })
  const ask = (call: (done: (pdu: smpp.Pdu) => void) => void) =>
    new Promise<smpp.Pdu>((resolve) => call(resolve))
  return {
    receipts,
    bind: (command: BindCommand = 'bind_transceiver') =>
      ask((done) => session[command]({ system_id: systemId, password: secret }, done)),
    submit: (to: string, text = 'Hello from Globex') =>
      ask((done) =>
        session.submit_sm(
          {
            source_addr: 'Globex',
            destination_addr: to,
            short_message: text,
            registered_delivery: 1,
          },
          done,
        ),
      ),
    enquireLink: () => ask((done) => session.enquire_link({}, done)),
    close: () => session.destroy(),
  }
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 500 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

const receiptText = (pdu: smpp.Pdu) => {
  const message = pdu.short_message as { message?: unknown } | string
  return typeof message === 'string' ? message : String(message.message)
}

async function entriesOf(server: TestServer, messageId: string) {
  const rows = await server.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.referenceId, messageId))
    .orderBy(ledgerEntries.sequence)
  return rows.map((row) => [row.kind, row.amount, row.balanceAfter])
}

const simulator = { SIMULATOR_LATENCY_MS: '0', SIMULATOR_RECEIPT_DELAY_MS: '20' }

/**
 * Hub traffic in through SMPP (issue 18 item 6), with the `smpp` npm package as the client's
 * software: binds checked against the endpoint, each submit priced at the client's price,
 * charged to its ledger, routed by the hub plan to the vendor (the simulator) and receipted.
 */
describe.each(backends)('hub traffic over SMPP on %s', (backend) => {
  const server = useTestServer(backend, {
    env: { HUB_SMPP_PORT: '0', SIMULATOR_FAILURE_RATE: '0', ...simulator },
  })

  it('routes, charges and receipts a message a bound client submits', async () => {
    const acme = await hubTeam(server, { topUp: '1.00' })
    const client = await smppClient(server, acme.systemId)
    expect((await client.bind()).command_status).toBe(smpp.ESME_ROK)
    expect((await client.enquireLink()).command_status).toBe(smpp.ESME_ROK)
    const answer = await client.submit('447400123456')
    expect(answer.command_status).toBe(smpp.ESME_ROK)
    const messageId = String(answer.message_id)
    await until(() => client.receipts.length === 1)
    const [receipt] = client.receipts
    if (!receipt) throw new Error('no receipt')
    expect(receipt.receipted_message_id).toBe(messageId)
    expect(receiptText(receipt)).toContain(`id:${messageId} `)
    expect(receiptText(receipt)).toContain('stat:DELIVRD')
    const [stored] = await server.db.select().from(hubMessages).where(eq(hubMessages.id, messageId))
    expect(stored).toMatchObject({
      teamId: acme.teamId,
      endpointId: acme.endpointId,
      routeId: acme.routeId,
      destination: '+447400123456',
      source: 'Globex',
      clientPrice: '0.045000',
      clientCurrency: 'EUR',
      vendorCost: '0.010000',
      vendorCurrency: 'EUR',
      status: 'delivered',
    })
    expect(stored?.vendorMessageId).toMatch(/^sim-/)
    expect(await entriesOf(server, messageId)).toEqual([['usage', '-0.045000', '0.955000']])
    client.close()
  })

  it('refuses a client over its credit limit with ESME_RSUBMITFAIL and charges nothing', async () => {
    const acme = await hubTeam(server, { creditLimit: '0.05' })
    const client = await smppClient(server, acme.systemId)
    expect((await client.bind('bind_transmitter')).command_status).toBe(smpp.ESME_ROK)
    // 0.045 fits within the 0.05 limit; a second would take the balance to -0.090.
    expect((await client.submit('447400123456')).command_status).toBe(smpp.ESME_ROK)
    expect((await client.submit('447400123457')).command_status).toBe(smpp.ESME_RSUBMITFAIL)
    const rows = await server.db
      .select()
      .from(hubMessages)
      .where(eq(hubMessages.endpointId, acme.endpointId))
    expect(rows).toHaveLength(1)
    expect(await entriesOf(server, rows[0]?.id ?? '')).toEqual([
      ['usage', '-0.045000', '-0.045000'],
    ])
    client.close()
  })

  it('refuses a number no network covers, and submits beyond the endpoint tps', async () => {
    const acme = await hubTeam(server, { topUp: '1.00', tps: 1 })
    const client = await smppClient(server, acme.systemId)
    await client.bind()
    const statuses = []
    for (const to of ['447400123456', '447400123457', '447400123458'])
      statuses.push((await client.submit(to)).command_status)
    expect(statuses).toContain(smpp.ESME_ROK)
    expect(statuses).toContain(smpp.ESME_RTHROTTLED)
    client.close()
    const other = await hubTeam(server, { topUp: '1.00' })
    const second = await smppClient(server, other.systemId)
    await second.bind()
    expect((await second.submit('15550001111')).command_status).toBe(0x0b) // ESME_RINVDSTADR
    second.close()
  })

  it('refuses a bind with a wrong password, and a submit on a receiver', async () => {
    const acme = await hubTeam(server)
    const wrong = await smppClient(server, acme.systemId, 'not-it')
    expect((await wrong.bind()).command_status).toBe(smpp.ESME_RBINDFAIL)
    wrong.close()
    const unknown = await smppClient(server, 'nobody', password)
    expect((await unknown.bind()).command_status).toBe(smpp.ESME_RBINDFAIL)
    unknown.close()
    const receiver = await smppClient(server, acme.systemId)
    expect((await receiver.bind('bind_receiver')).command_status).toBe(smpp.ESME_ROK)
    expect((await receiver.submit('447400123456')).command_status).toBe(0x04) // ESME_RINVBNDSTS
    receiver.close()
  })

  it('refuses binds from an address outside the allow-list and to a disabled endpoint', async () => {
    const acme = await hubTeam(server)
    const endpoint = `${hubEndpointPaths.endpoints}/${acme.endpointId}`
    const bindStatus = async () => {
      const client = await smppClient(server, acme.systemId)
      const status = (await client.bind()).command_status
      client.close()
      return status
    }
    expect((await acme.owner('PUT', endpoint, { allowed_ips: ['203.0.113.0/24'] })).status).toBe(
      200,
    )
    expect(await bindStatus()).toBe(smpp.ESME_RBINDFAIL)
    expect((await acme.owner('PUT', endpoint, { allowed_ips: ['127.0.0.0/8'] })).status).toBe(200)
    expect(await bindStatus()).toBe(smpp.ESME_ROK)
    expect((await acme.owner('PUT', endpoint, { status: 'disabled' })).status).toBe(200)
    expect(await bindStatus()).toBe(smpp.ESME_RBINDFAIL)
  })

  it('refunds the client when the vendor refuses the message', async () => {
    const acme = await hubTeam(server, { topUp: '1.00' })
    const [endpoint] = await server.db
      .select()
      .from(hubEndpoints)
      .where(eq(hubEndpoints.id, acme.endpointId))
    if (!endpoint) throw new Error('no endpoint')
    const taken = await acceptHubMessage(
      server.db,
      endpoint,
      { source: 'Globex', destination: '447400123456', wantsReceipt: true },
      new Date(),
    )
    if (!('message' in taken)) throw new Error(`refused: ${taken.refused}`)
    const refusing: CarrierAdapter = {
      submit: async () => ({ accepted: false, error: 'Blocked sender' }),
      onReceipt: () => () => undefined,
      onInbound: () => () => undefined,
      close: async () => undefined,
    }
    const outcomes: HubOutcome[] = []
    const vendor = createHubVendor({
      db: server.db,
      clock: () => new Date(),
      carrier: refusing,
      smppConnections: server.deps.smppConnections,
      onOutcome: (outcome) => outcomes.push(outcome),
      onError: (error) => {
        throw error
      },
    })
    vendor.send(taken.message, 'Hello')
    await until(() => outcomes.length === 1)
    vendor.close()
    expect(outcomes[0]).toMatchObject({ delivered: false, error: 'Blocked sender' })
    expect(outcomes[0]?.message.status).toBe('failed')
    expect(await entriesOf(server, taken.message.id)).toEqual([
      ['usage', '-0.045000', '0.955000'],
      ['refund', '0.045000', '1.000000'],
    ])
  })
})

describe('hub traffic over SMPP to a vendor that fails every message', () => {
  const server = useTestServer('pglite', {
    env: { HUB_SMPP_PORT: '0', SIMULATOR_FAILURE_RATE: '1', ...simulator },
  })

  it('receipts the failure and refunds the client with a new entry', async () => {
    const acme = await hubTeam(server, { topUp: '1.00' })
    const client = await smppClient(server, acme.systemId)
    await client.bind()
    const answer = await client.submit('447400123456')
    expect(answer.command_status).toBe(smpp.ESME_ROK)
    await until(() => client.receipts.length === 1)
    expect(receiptText(client.receipts[0] as smpp.Pdu)).toContain('stat:UNDELIV')
    const messageId = String(answer.message_id)
    expect(await entriesOf(server, messageId)).toEqual([
      ['usage', '-0.045000', '0.955000'],
      ['refund', '0.045000', '1.000000'],
    ])
    const [stored] = await server.db.select().from(hubMessages).where(eq(hubMessages.id, messageId))
    expect(stored?.status).toBe('failed')
    client.close()
  })
})
