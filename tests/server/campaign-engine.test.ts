import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BusEvent } from '../../server/src/events/bus'
import { feedKeyResponse } from '../../src/contract/feed'
import { campaignStats, smsCampaignResource } from '../../src/contract/sms-campaign'
import { type CampaignTeam, campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import {
  campaignRow,
  messagesOf,
  seedContacts,
  type TestEngine,
  testEngine,
} from './support/engine'
import { samplePhone } from './support/resource-samples'
import { apiBase, backends, useTestServer } from './support/test-server'

/** The delivery engine: expansion, rotation, stats, receipts and the end of a run. */
describe.each(backends)('Delivery engine on %s', (backend) => {
  const server = useTestServer(backend)
  const engines: TestEngine[] = []
  const engineFor = (options?: Parameters<typeof testEngine>[1]) => {
    const engine = testEngine(server, options)
    engines.push(engine)
    return engine
  }
  /** Posts contacts (numbered) to the team's feed, as its sender would. */
  async function feedOf(team: CampaignTeam) {
    const key = feedKeyResponse.parse((await team.call('GET', `feeds/${team.feedId}/key`)).body)
    return async (numbers: number[]) => {
      const response = await server.request('POST', `${apiBase}/feeds/${team.feedId}/inbound`, {
        body: { contacts: numbers.map((n) => ({ phone: samplePhone(n), first_name: `F${n}` })) },
        headers: { 'x-feed-key': key.key },
      })
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
    }
  }
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close()
  })

  it('sends each receiving contact one message, in rotation, and completes the run', async () => {
    const team = await campaignTeam(server)
    const second = await team.call('POST', 'sms/senderids', { value: 'ACME2' })
    const secondText = await team.call('POST', 'sms/texts', { body: 'Bonjour {first_name}!' })
    await seedContacts(server, team.teamId, 60, (n) => ({
      status: n === 7 ? 'unsubscribed' : 'active',
    }))
    const campaign = await storeCampaign(team.call, {
      name: 'Rotation',
      ...readyBody(team),
      sender_ids: [team.senderId, second.body.id],
      text_ids: [team.textId, secondText.body.id],
    })
    const events: BusEvent[] = []
    const subscription = server.deps.events
      .eventsFor({ userId: team.members.editor.id, teamId: team.teamId })
      .subscribe((event) => events.push(event))
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`)).status).toBe(200)

    const engine = engineFor()
    await engine.settle(campaign.id)
    const row = await campaignRow(server, campaign.id)
    // The last push of a burst goes once statsPushMs has passed since the one before.
    await vi.waitFor(() => {
      const last = events.filter((event) => event.name === 'campaign.stats').at(-1)
      expect(last?.data).toEqual({ campaign_id: campaign.id, run: 1, stats: row.stats })
    })
    subscription.unsubscribe()

    const messages = await messagesOf(server, campaign.id)
    expect(messages).toHaveLength(59)
    expect(new Set(messages.map((message) => message.phone)).size).toBe(59)
    expect(messages.every((message) => message.status === 'delivered' && message.run === 1)).toBe(
      true,
    )
    const bySender = new Map<string, number>()
    for (const message of messages)
      bySender.set(message.senderId, (bySender.get(message.senderId) ?? 0) + 1)
    expect([...bySender.values()].sort()).toEqual([29, 30])
    const french = messages.filter((message) => message.body.startsWith('Bonjour'))
    expect([29, 30]).toContain(french.length)
    const ann = messages.find((message) => message.body.includes('Ann3'))
    expect(ann?.body).toMatch(/^(Hi Ann3, sale today\.|Bonjour Ann3!)$/)
    expect(messages.every((message) => message.parts === 1 && message.cost === '0.0050')).toBe(true)

    expect(row.status).toBe('completed')
    expect(row.runs).toBe(1)
    expect(row.stats).toMatchObject({ queued: 59, sent: 59, delivered: 59, failed: 0 })
    expect(Number(row.stats.cost)).toBeCloseTo(0.295)
    expect(engine.simulator.accepted).toBe(59)

    const stats = campaignStats.parse(row.stats)
    const lifecycle = events.filter((event) => event.name === 'campaign.lifecycle')
    expect(lifecycle.map((event) => 'event' in event.data && event.data.event)).toEqual([
      'campaign.send',
      'engine.runFinished',
    ])
    const answered = await team.call('GET', `sms/campaigns/${campaign.id}`)
    // As stored, read through the contract: a counter missing from the stored stats reads 0.
    expect(smsCampaignResource.parse(answered.body).stats).toEqual(stats)
  })

  it('keeps a feed campaign running for the contacts its feed brings, until the feed stops', async () => {
    const team = await campaignTeam(server)
    const receive = await feedOf(team)
    await receive([1, 2, 3])
    const campaign = await storeCampaign(team.call, {
      name: 'Streaming',
      ...readyBody(team),
      targets: { feed_ids: [team.feedId] },
    })
    const sent = await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    expect(sent.body.lifecycle).toEqual({
      delivery: 'sending',
      recurrence: 'none',
      feed: 'streaming',
    })
    const engine = engineFor()
    await engine.settle(campaign.id)
    expect(await messagesOf(server, campaign.id)).toHaveLength(3)
    expect((await campaignRow(server, campaign.id)).status).toBe('sending')

    await receive([3, 4, 5])
    server.advanceClock(10_000)
    await engine.settle(campaign.id)
    const messages = await messagesOf(server, campaign.id)
    expect(messages.map((message) => message.phone).sort()).toEqual(
      [1, 2, 3, 4, 5].map(samplePhone).sort(),
    )
    expect(messages.every((message) => message.status === 'delivered')).toBe(true)
    expect((await campaignRow(server, campaign.id)).status).toBe('sending')

    expect((await team.call('POST', `sms/campaigns/${campaign.id}/stop-feed`)).status).toBe(200)
    await engine.settle(campaign.id)
    const row = await campaignRow(server, campaign.id)
    expect(row).toMatchObject({ status: 'completed', runs: 1 })
    expect(row.stats).toMatchObject({ queued: 5, sent: 5, delivered: 5 })
  })

  it("ends each run of a recurring feed campaign; the feed's newcomers go in the next run", async () => {
    const team = await campaignTeam(server)
    const receive = await feedOf(team)
    await receive([1, 2])
    const inMinutes = (minutes: number) =>
      new Date(server.deps.clock().getTime() + minutes * 60_000).toISOString().slice(11, 16)
    const campaign = await storeCampaign(team.call, {
      name: 'Daily feed',
      ...readyBody(team),
      targets: { feed_ids: [team.feedId] },
      schedule: {
        kind: 'recurring',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        times: [inMinutes(10), inMinutes(20)],
      },
    })
    const sent = await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    expect(sent.body.lifecycle).toEqual({
      delivery: 'scheduled',
      recurrence: 'active',
      feed: 'streaming',
    })
    const engine = engineFor()
    server.advanceClock(11 * 60_000)
    await engine.settle(campaign.id)
    // The run ended with its queue: the streaming feed does not hold the next run back.
    let row = await campaignRow(server, campaign.id)
    expect(row).toMatchObject({ status: 'scheduled', runs: 1 })
    expect(row.lifecycle).toEqual({
      delivery: 'scheduled',
      recurrence: 'active',
      feed: 'streaming',
    })

    await receive([3])
    server.advanceClock(10 * 60_000)
    await engine.settle(campaign.id)
    row = await campaignRow(server, campaign.id)
    expect(row).toMatchObject({ status: 'scheduled', runs: 2 })
    const messages = await messagesOf(server, campaign.id)
    const runOf = (run: number) =>
      messages
        .filter((message) => message.run === run)
        .map((message) => message.phone)
        .sort()
    expect(runOf(1)).toEqual([1, 2].map(samplePhone).sort())
    expect(runOf(2)).toEqual([1, 2, 3].map(samplePhone).sort())

    // No run follows: the campaign completes, and a completed campaign reads no feed.
    const stopped = await team.call('POST', `sms/campaigns/${campaign.id}/stop-recurring-sends`)
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200)
    expect(stopped.body.lifecycle).toEqual({
      delivery: 'completed',
      recurrence: 'stopped',
      feed: 'stopped',
    })
  })
})
