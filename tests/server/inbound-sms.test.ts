import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { InboundSms } from '../../server/src/adapters/carrier/carrier'
import { createSimulator, demoReplies } from '../../server/src/adapters/carrier/simulator'
import { gsm7Units } from '../../server/src/adapters/carrier/smpp/gsm7'
import { statuses } from '../../server/src/adapters/carrier/smpp/status'
import {
  campaignMessages,
  contactEngagements,
  contacts,
  inboundMessages,
} from '../../server/src/db/schema'
import { storeInbound } from '../../server/src/domain/inbound-sms/receive'
import { caller, storeContact } from './support/audience'
import { activeAutomation } from './support/automation-engine'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { campaignRow, quickSimulator } from './support/engine'
import { type FakeSmsc, startFakeSmsc } from './support/fake-smsc'
import { journeysOf, repliedWith, sent } from './support/inbound'
import { backends, startTestServer, type TestServer, useTestServer } from './support/test-server'

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

  it('reads a handset number in national format to E.164 by our number’s country', async () => {
    const team = await campaignTeam(server)
    const phone = '+447911123499'
    const contact = await storeContact(team.call, 0, { phone })
    await sent(server, team, phone, { senderId: '+447911000000', contactId: contact.id })
    const stored = await reply({
      from: '07911 123499',
      numbering: 'national',
      to: '447911000000',
      text: 'Yes',
    })
    expect(stored.body).toMatchObject({ from_number: phone, contact_id: contact.id })
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
        simulator.onInbound(async (message) => {
          heard.push(message)
        })
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

  const say = (text: string, source: string, options: { sourceTon?: number; to?: string } = {}) =>
    smsc.mobileOriginated({
      source,
      sourceTon: options.sourceTon,
      destination: options.to ?? 'ACME',
      dataCoding: 0,
      octets: Buffer.from((gsm7Units(text) ?? []).flat()),
    })
  const repliesFrom = (phone: string) =>
    server.db.select().from(inboundMessages).where(eq(inboundMessages.fromNumber, phone))

  it('stores a deliver_sm offered again (this side died before answering) once', async () => {
    const phone = '+14155550104'
    const [first] = await say('Count me in', phone.slice(1))
    const [again] = await say('Count me in', phone.slice(1))
    expect([first?.status, again?.status]).toEqual([0, 0])
    await server.deps.inboundSms.settled()
    expect(await repliesFrom(phone)).toMatchObject([{ text: 'Count me in' }])
  })

  it('takes a message offered again in the next window, naming its first id, for the one stored', async () => {
    const heard = {
      carrierMessageId: 'smpp-mo-first',
      from: '+14155550106',
      fromNumbering: 'international' as const,
      to: 'ACME',
      text: 'Hello',
      at: server.deps.clock(),
    }
    expect((await storeInbound(server.db, heard)).fresh).toBe(true)
    const again = { ...heard, carrierMessageId: 'smpp-mo-again', redeliveryOf: ['smpp-mo-first'] }
    expect((await storeInbound(server.db, again)).fresh).toBe(false)
    expect(await repliesFrom(heard.from)).toMatchObject([{ carrierMessageId: 'smpp-mo-first' }])
  })

  it('answers a reply it could not store with ESME_RX_T_APPN, and stores it when offered again', async () => {
    const phone = '+14155550105'
    await server.db.execute(sql`alter table inbound_messages rename to inbound_messages_away`)
    let refused: Awaited<ReturnType<typeof say>>
    try {
      refused = await say('Still there?', phone.slice(1))
    } finally {
      await server.db.execute(sql`alter table inbound_messages_away rename to inbound_messages`)
    }
    expect(refused[0]?.status).toBe(statuses.ESME_RX_T_APPN)
    expect((await say('Still there?', phone.slice(1)))[0]?.status).toBe(0)
    expect(await repliesFrom(phone)).toMatchObject([{ text: 'Still there?' }])
  })

  it('reads a number without its plus or in national format to E.164 before finding the contact', async () => {
    const team = await campaignTeam(server)
    const ourNumber = '447911000000'
    const byTon = [
      ['+447911123401', 1, '447911123401'],
      ['+447911123402', 2, '07911 123402'],
      ['+447911123403', 0, '07911123403'],
    ] as const
    for (const [phone] of byTon) {
      const contact = await storeContact(team.call, 0, { phone })
      await sent(server, team, phone, { senderId: `+${ourNumber}`, contactId: contact.id })
    }
    for (const [, ton, source] of byTon) await say('yes', source, { sourceTon: ton, to: ourNumber })
    await server.deps.inboundSms.settled()
    for (const [phone] of byTon)
      expect(await repliesFrom(phone)).toMatchObject([
        { teamId: team.teamId, contactId: expect.any(String), fromNumber: phone },
      ])
  })

  it('reads a national number sent to a sender id in the country of the team', async () => {
    const team = await campaignTeam(server)
    const phone = '+33612345601'
    const contact = await storeContact(team.call, 0, { phone })
    const created = await team.call('POST', 'sms/senderids', {
      value: 'Boutique',
      countries: ['FR'],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    await sent(server, team, phone, { senderId: 'Boutique', contactId: contact.id })
    await say('STOP', '0612345601', { sourceTon: 2, to: 'Boutique' })
    await server.deps.inboundSms.settled()
    expect(await repliesFrom(phone)).toMatchObject([
      { teamId: team.teamId, contactId: contact.id, optedOut: true },
    ])
  })
})
