import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaignMessages } from '../../server/src/db/schema'
import { campaignTeam, momentFrom, readyBody, storeCampaign } from './support/campaigns'
import { campaignRow, messagesOf, seedContacts, useTestEngines } from './support/engine'
import { backends, useTestServer } from './support/test-server'

const minuteMs = 60_000
const countBy = <Item>(items: Item[], status: string, of: (item: Item) => string) =>
  items.filter((item) => of(item) === status).length
const statusOf = (message: { status: string }) => message.status

/** The engine's pace: throttle, quiet hours, pause, stop, and the scheduler's start times. */
describe.each(backends)('Delivery engine pacing on %s', (backend) => {
  const server = useTestServer(backend)
  const engineFor = useTestEngines(server)

  /** `HH:MM` in UTC of the server's clock plus `offsetMs`. */
  const clockTime = (offsetMs: number) =>
    new Date(server.deps.clock().getTime() + offsetMs).toISOString().slice(11, 16)

  it('spaces a throttled campaign, and holds its queue while paused', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 6)
    const campaign = await storeCampaign(team.call, {
      name: 'Throttled',
      ...readyBody(team),
      throttle_per_minute: 2,
    })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const engine = engineFor()
    await engine.settle(campaign.id)

    let messages = await messagesOf(server, campaign.id)
    const slots = messages.map((message) => message.notBefore.getTime()).sort((a, b) => a - b)
    expect(slots.slice(1).map((slot, index) => slot - (slots[index] as number))).toEqual(
      Array(5).fill(minuteMs / 2),
    )
    // Only the first slot is due: one message sent.
    expect(countBy(messages, 'delivered', statusOf)).toBe(1)

    server.advanceClock(minuteMs / 2)
    await engine.settle(campaign.id)
    expect(countBy(await messagesOf(server, campaign.id), 'delivered', statusOf)).toBe(2)

    expect((await team.call('POST', `sms/campaigns/${campaign.id}/pause`)).status).toBe(200)
    server.advanceClock(10 * minuteMs)
    await engine.settle(campaign.id)
    messages = await messagesOf(server, campaign.id)
    expect(countBy(messages, 'queued', statusOf)).toBe(4)
    expect((await campaignRow(server, campaign.id)).status).toBe('paused')

    expect((await team.call('POST', `sms/campaigns/${campaign.id}/resume`)).status).toBe(200)
    await engine.settle(campaign.id)
    const row = await campaignRow(server, campaign.id)
    expect(row.status).toBe('completed')
    expect(row.stats).toMatchObject({ queued: 6, sent: 6, delivered: 6 })
  })

  it('cancels the queue of a stopped campaign, and its counters and report add up', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 4)
    const campaign = await storeCampaign(team.call, {
      name: 'Stopped',
      ...readyBody(team),
      throttle_per_minute: 1,
    })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const engine = engineFor()
    await engine.settle(campaign.id)
    const stopped = await team.call('POST', `sms/campaigns/${campaign.id}/stop`)
    expect(stopped.status).toBe(200)
    // What the stop's question promises ("messages not sent yet are cancelled"), in its answer.
    expect(stopped.body.stats).toMatchObject({ queued: 4, sent: 1, cancelled: 3 })
    server.advanceClock(10 * minuteMs)
    await engine.settle(campaign.id)
    const messages = await messagesOf(server, campaign.id)
    expect(countBy(messages, 'delivered', statusOf)).toBe(1)
    expect(countBy(messages, 'cancelled', statusOf)).toBe(3)
    expect(
      messages.filter((message) => message.status === 'cancelled').every((m) => m.cancelledAt),
    ).toBe(true)
    expect(engine.simulator.accepted).toBe(1)
    const row = await campaignRow(server, campaign.id)
    expect(row.status).toBe('stopped')
    expect(row.stats).toMatchObject({ queued: 4, sent: 1, delivered: 1, failed: 0, cancelled: 3 })
    // Every queued message ended somewhere: the counters and the report say the same.
    expect(row.stats.sent + row.stats.cancelled).toBe(row.stats.queued)
    const report = await team.call(
      'GET',
      `sms/campaigns/reports?filter[campaign_id]=${campaign.id}&time_zone=UTC`,
    )
    expect(report.status, JSON.stringify(report.body)).toBe(200)
    expect(report.body.totals).toMatchObject({ queued: 4, sent: 1, delivered: 1, cancelled: 3 })
    const log = await team.call(
      'GET',
      `sms/campaigns/${campaign.id}/messages?filter[status]=cancelled`,
    )
    expect(log.body.meta.total).toBe(3)
  })

  it('cancels a message a worker held at the stop once its claim ends unsent', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 3)
    const campaign = await storeCampaign(team.call, {
      name: 'Held',
      ...readyBody(team),
      throttle_per_minute: 1,
    })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const engine = engineFor()
    await engine.settle(campaign.id)
    // A worker holds one queued message (claimed, its submit not recorded) when the stop comes.
    const [held] = (await messagesOf(server, campaign.id)).filter((m) => m.status === 'queued')
    if (!held) throw new Error('Nothing queued')
    const leaseUntil = new Date(server.deps.clock().getTime() + minuteMs)
    await server.db
      .update(campaignMessages)
      .set({ leaseUntil })
      .where(eq(campaignMessages.id, held.id))
    const stopped = await team.call('POST', `sms/campaigns/${campaign.id}/stop`)
    expect(stopped.body.stats).toMatchObject({ queued: 3, sent: 1, cancelled: 1 })
    const during = await messagesOf(server, campaign.id)
    expect(during.find((message) => message.id === held.id)?.status).toBe('queued')

    server.advanceClock(2 * minuteMs)
    await engine.settle(campaign.id)
    const after = await messagesOf(server, campaign.id)
    expect(after.map(statusOf).sort()).toEqual(['cancelled', 'cancelled', 'delivered'])
    expect(engine.simulator.accepted).toBe(1)
    expect((await campaignRow(server, campaign.id)).stats).toMatchObject({
      queued: 3,
      sent: 1,
      cancelled: 2,
    })
  })

  it('sends nothing in quiet hours and goes on when they end', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 3)
    // The quiet hours' end, and the moment the messages must wait for, from one reading of the
    // clock: read again later, a minute may have turned meanwhile.
    const quietEnd = new Date(server.deps.clock().getTime() + 30 * minuteMs)
    quietEnd.setUTCSeconds(0, 0)
    const campaign = await storeCampaign(team.call, {
      name: 'Quiet',
      ...readyBody(team),
      quiet_hours: {
        start: clockTime(-minuteMs),
        end: quietEnd.toISOString().slice(11, 16),
      },
    })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const engine = engineFor()
    await engine.settle(campaign.id)
    const messages = await messagesOf(server, campaign.id)
    expect(messages.map(statusOf)).toEqual(['queued', 'queued', 'queued'])
    for (const message of messages)
      expect(message.notBefore.toISOString()).toBe(quietEnd.toISOString())
    expect(engine.simulator.accepted).toBe(0)

    server.advanceClock(31 * minuteMs)
    await engine.settle(campaign.id)
    expect((await messagesOf(server, campaign.id)).map(statusOf)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ])
    expect((await campaignRow(server, campaign.id)).status).toBe('completed')
  })

  it('starts a campaign sent for later when its time comes', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 2)
    const campaign = await storeCampaign(team.call, { name: 'Later', ...readyBody(team) })
    const sent = await team.call('POST', `sms/campaigns/${campaign.id}/send`, {
      at: momentFrom(server, 60 * minuteMs),
    })
    expect(sent.body.status).toBe('scheduled')
    const engine = engineFor()
    await engine.settle(campaign.id)
    expect((await campaignRow(server, campaign.id)).status).toBe('scheduled')
    expect(await messagesOf(server, campaign.id)).toHaveLength(0)

    server.advanceClock(61 * minuteMs)
    await engine.settle(campaign.id)
    const row = await campaignRow(server, campaign.id)
    expect(row.status).toBe('completed')
    expect(row.stats).toMatchObject({ queued: 2, delivered: 2 })
  })

  it('runs a recurring campaign at each of its times, a run after another', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 2)
    const campaign = await storeCampaign(team.call, {
      name: 'Daily',
      ...readyBody(team),
      schedule: {
        kind: 'recurring',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        times: [clockTime(10 * minuteMs)],
      },
    })
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`)).body.status).toBe(
      'scheduled',
    )
    const engine = engineFor()
    await engine.settle(campaign.id)
    expect(await messagesOf(server, campaign.id)).toHaveLength(0)

    server.advanceClock(11 * minuteMs)
    await engine.settle(campaign.id)
    let row = await campaignRow(server, campaign.id)
    expect(row).toMatchObject({ status: 'scheduled', runs: 1 })
    expect(row.lifecycle.recurrence).toBe('active')

    server.advanceClock(24 * 60 * minuteMs)
    await engine.settle(campaign.id)
    row = await campaignRow(server, campaign.id)
    expect(row).toMatchObject({ status: 'scheduled', runs: 2 })
    const messages = await messagesOf(server, campaign.id)
    expect(messages.map((message) => message.run).sort()).toEqual([1, 1, 2, 2])
    expect(new Set(messages.map((message) => message.submitKey)).size).toBe(4)
    expect(row.stats).toMatchObject({ queued: 4, sent: 4, delivered: 4 })
  })
})
