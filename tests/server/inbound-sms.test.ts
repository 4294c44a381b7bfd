import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InboundSms } from '../../server/src/adapters/carrier/carrier'
import { createSimulator, demoReplies } from '../../server/src/adapters/carrier/simulator'
import { gsm7Units } from '../../server/src/adapters/carrier/smpp/gsm7'
import {
  automationJourneys,
  campaignMessages,
  contactEngagements,
  contacts,
  inboundMessages,
} from '../../server/src/db/schema'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { caller, storeContact } from './support/audience'
import { activeAutomation, edge, node } from './support/automation-engine'
import { type CampaignTeam, campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { campaignRow, quickSimulator } from './support/engine'
import { type FakeSmsc, startFakeSmsc } from './support/fake-smsc'
import { backends, startTestServer, type TestServer, useTestServer } from './support/test-server'

const repliedWith = (keyword?: string): AutomationGraph => ({
  nodes: [
    node('t', 'trigger', { event: 'sms_replied', ...(keyword ? { keyword } : {}) }),
    node('e', 'end'),
  ],
  edges: [edge('t', 'e')],
})

/** A message the team sent to `phone` from `senderId`, as the delivery engine records one. */
async function sent(
  server: TestServer,
  team: CampaignTeam,
  phone: string,
  options: { senderId?: string; campaignId?: string; contactId?: string; ago?: number } = {},
) {
  const [row] = await server.db
    .insert(campaignMessages)
    .values({
      teamId: team.teamId,
      campaignId: options.campaignId ?? null,
      run: 1,
      contactId: options.contactId ?? null,
      phone,
      senderId: options.senderId ?? 'ACME',
      body: 'Hi, sale today.',
      status: 'delivered',
      submitKey: `key-${Math.random()}`,
      submittedAt: new Date(server.deps.clock().getTime() - (options.ago ?? 60_000)),
    })
    .returning()
  if (!row) throw new Error('no message')
  return row
}

const journeysOf = (server: TestServer, automationId: string) =>
  server.db
    .select({ contactId: automationJourneys.contactId })
    .from(automationJourneys)
    .where(eq(automationJourneys.automationId, automationId))

describe.each(backends)('inbound SMS through the simulator on %s', (backend) => {
  const server = useTestServer(backend, { env: { TEST_HOOKS: '1' } })
  const reply = (body: unknown) => server.request('POST', '/api/testing/inbound-sms', { body })

  it('files a reply under the team that last wrote to the number, and starts its keyword automation', async () => {
    const team = await campaignTeam(server)
    const other = await campaignTeam(server, 'Other')
    const phone = '+14155550101'
    const ours = await storeContact(team.call, 0, { phone })
    const theirs = await storeContact(other.call, 0, { phone })
    const campaign = await storeCampaign(team.call, { name: 'Spring', ...readyBody(team) })
    // The other team wrote to the same number from the same sender id, but earlier.
    await sent(server, other, phone, { contactId: theirs.id, ago: 3_600_000 })
    const answered = await sent(server, team, phone, {
      campaignId: campaign.id,
      contactId: ours.id,
    })
    const onYes = await activeAutomation(team.call, repliedWith('YES'), { name: 'On yes' })
    const otherOnAny = await activeAutomation(other.call, repliedWith(), { name: 'Any reply' })

    const stored = await reply({ from: phone, to: 'ACME', text: '  yes please ' })
    expect(stored.status, JSON.stringify(stored.body)).toBe(201)
    expect(stored.body).toMatchObject({
      team_id: team.teamId,
      contact_id: ours.id,
      opted_out: false,
      carrier_message_id: expect.stringMatching(/^sim-mo-/),
    })
    expect(await journeysOf(server, onYes)).toEqual([{ contactId: ours.id }])
    expect(await journeysOf(server, otherOnAny)).toEqual([])
    const [message] = await server.db
      .select()
      .from(campaignMessages)
      .where(eq(campaignMessages.id, answered.id))
    expect(message?.repliedAt).toBeInstanceOf(Date)
    expect((await campaignRow(server, campaign.id)).stats).toMatchObject({ replied: 1 })
    const engagements = await server.db
      .select({ event: contactEngagements.event, campaignId: contactEngagements.campaignId })
      .from(contactEngagements)
      .where(eq(contactEngagements.contactId, ours.id))
    expect(engagements).toEqual([{ event: 'replied', campaignId: campaign.id }])

    // The team sees it on its contact; the other team sees nothing, not even that it exists.
    const shown = await team.call('GET', `contacts/${ours.id}/replies`)
    expect(shown.status).toBe(200)
    expect(shown.body.data).toEqual([
      {
        id: stored.body.id,
        text: '  yes please ',
        to: 'ACME',
        opted_out: false,
        received_at: stored.body.received_at,
      },
    ])
    const viewer = caller(server, team.members.viewer.accessToken)
    expect((await viewer('GET', `contacts/${ours.id}/replies`)).status).toBe(200)
    expect((await other.call('GET', `contacts/${ours.id}/replies`)).status).toBe(404)
    expect((await other.call('GET', `contacts/${theirs.id}/replies`)).body.data).toEqual([])

    // A second reply to the same message counts no second `replied`.
    const again = await reply({ from: phone, to: 'ACME', text: 'yes again' })
    expect(again.status).toBe(201)
    expect((await campaignRow(server, campaign.id)).stats).toMatchObject({ replied: 1 })
  })

  it('starts no keyword automation for another first word; STOP unsubscribes the contact', async () => {
    const team = await campaignTeam(server)
    const phone = '+14155550102'
    const contact = await storeContact(team.call, 0, { phone })
    await sent(server, team, phone, { senderId: '+14155550000', contactId: contact.id })
    const onYes = await activeAutomation(team.call, repliedWith('yes'), { name: 'On yes' })

    // Our number written without its plus, as an SMSC gives it, still finds the conversation.
    const maybe = await reply({ from: phone, to: '14155550000', text: 'Maybe yes' })
    expect(maybe.body).toMatchObject({ team_id: team.teamId, contact_id: contact.id })
    expect(await journeysOf(server, onYes)).toEqual([])

    const stop = await reply({ from: phone, to: '+14155550000', text: 'STOP' })
    expect(stop.body).toMatchObject({ contact_id: contact.id, opted_out: true })
    const [row] = await server.db
      .select({ status: contacts.status })
      .from(contacts)
      .where(eq(contacts.id, contact.id))
    expect(row?.status).toBe('unsubscribed')
    const shown = await team.call('GET', `contacts/${contact.id}/replies`)
    expect(shown.body.data.map((each: { text: string }) => each.text)).toEqual([
      'STOP',
      'Maybe yes',
    ])
  })

  it('keeps a reply that no team wrote to, with neither team nor contact', async () => {
    const stored = await reply({ from: '+14155550199', to: 'NOBODY', text: 'Who is this?' })
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ team_id: null, contact_id: null })
    const [row] = await server.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, stored.body.id))
    expect(row).toMatchObject({
      fromNumber: '+14155550199',
      toAddress: 'NOBODY',
      text: 'Who is this?',
    })
  })

  it('refuses a reply without a number', async () => {
    expect((await reply({ from: 'someone', to: 'ACME', text: 'hi' })).status).toBe(422)
  })
})

describe('the handsets of the carrier simulator', () => {
  it('answer the share of delivered messages the reply rate asks for, the same ones every run', async () => {
    const answered = async () => {
      vi.useFakeTimers()
      const simulator = createSimulator({ ...quickSimulator, replyRate: 0.5, replyDelayMs: 0 })
      try {
        const heard: InboundSms[] = []
        simulator.onInbound((message) => heard.push(message))
        for (let n = 0; n < 40; n++)
          await simulator.submit({
            submitKey: `demo-${n}`,
            from: 'ACME',
            to: `+1415555${String(n).padStart(4, '0')}`,
            body: 'Hi',
            routeId: null,
          })
        await vi.runAllTimersAsync()
        return heard
      } finally {
        await simulator.close()
        vi.useRealTimers()
      }
    }
    const first = await answered()
    expect(first.length).toBeGreaterThan(5)
    expect(first.length).toBeLessThan(35)
    for (const message of first) {
      expect(message.to).toBe('ACME')
      expect(demoReplies).toContain(message.text)
    }
    const again = await answered()
    expect(again.map((message) => message.from).sort()).toEqual(
      first.map((message) => message.from).sort(),
    )
  })
})

describe('the inbound SMS hook', () => {
  it('is not there unless the test hooks are on', async () => {
    const server = await startTestServer('pglite')
    try {
      const response = await server.request('POST', '/api/testing/inbound-sms', {
        body: { from: '+14155550101', to: 'ACME', text: 'yes' },
      })
      expect(response.status).toBe(404)
    } finally {
      await server.stop()
    }
  })
})

/** SMPP_URL set: a handset's deliver_sm reaches the server's table and its automations. */
describe.each(backends)('a reply over SMPP on %s', (backend) => {
  let smsc: FakeSmsc
  let server: TestServer
  beforeAll(async () => {
    smsc = await startFakeSmsc({ systemId: 'switchboard', password: 'pw' })
    server = await startTestServer(backend, { env: { SMPP_URL: smsc.url() } })
  })
  afterAll(async () => {
    await server?.stop()
    await smsc?.stop()
  })

  it('stores a deliver_sm from a handset and starts the automation of its keyword', async () => {
    const team = await campaignTeam(server)
    const phone = '+14155550103'
    const contact = await storeContact(team.call, 0, { phone })
    await sent(server, team, phone, { contactId: contact.id })
    const onInfo = await activeAutomation(team.call, repliedWith('info'), { name: 'On info' })
    await vi.waitFor(() => expect(smsc.boundConnections()).toBe(1), { timeout: 10_000 })

    const [answer] = await smsc.mobileOriginated({
      source: phone.slice(1),
      destination: 'ACME',
      dataCoding: 0,
      octets: Buffer.from((gsm7Units('INFO about the sale?') ?? []).flat()),
    })
    expect(answer?.status).toBe(0)
    await server.deps.inboundSms.settled()
    const rows = await server.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.contactId, contact.id))
    expect(rows).toMatchObject([
      {
        teamId: team.teamId,
        fromNumber: phone,
        toAddress: 'ACME',
        text: 'INFO about the sale?',
        carrierMessageId: expect.stringMatching(/^smpp-mo-/),
      },
    ])
    expect(await journeysOf(server, onInfo)).toEqual([{ contactId: contact.id }])
    // The simulator's hook answers that the carrier is not the simulator.
    const hooked = await startTestServer(backend, {
      env: { SMPP_URL: smsc.url(), TEST_HOOKS: '1' },
    })
    try {
      const response = await hooked.request('POST', '/api/testing/inbound-sms', {
        body: { from: phone, to: 'ACME', text: 'yes' },
      })
      expect(response.status).toBe(409)
    } finally {
      await hooked.stop()
    }
  })
})
