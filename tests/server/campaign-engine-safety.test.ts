import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { campaignMessages, senderIds } from '../../server/src/db/schema'
import { claimMessages } from '../../server/src/domain/campaigns/engine/submit'
import { campaignMessageList } from '../../src/contract/campaign-message-list'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import {
  campaignRow,
  engineDeps,
  messagesOf,
  seedContacts,
  type TestEngine,
  testEngine,
} from './support/engine'
import { backends, useTestServer } from './support/test-server'

/** What must never happen twice or get lost: claims, submits, receipts; and the message log. */
describe.each(backends)('Delivery engine safety on %s', (backend) => {
  const server = useTestServer(backend)
  const engines: TestEngine[] = []
  const engineFor = (options?: Parameters<typeof testEngine>[1]) => {
    const engine = testEngine(server, options)
    engines.push(engine)
    return engine
  }
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close()
  })

  /** A sent campaign whose audience is queued, nothing submitted yet. */
  async function queuedCampaign(total: number, name = 'Acme') {
    const team = await campaignTeam(server, name)
    await seedContacts(server, team.teamId, total)
    const campaign = await storeCampaign(team.call, { name: 'Safe', ...readyBody(team) })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const expander = engineFor()
    for (const task of expander.engine.tasks.slice(0, 2))
      while (await task.runOnce(new AbortController().signal)) {}
    expect(await messagesOf(server, campaign.id)).toHaveLength(total)
    return { team, campaign }
  }

  it('never gives two workers the same message', async () => {
    const { campaign } = await queuedCampaign(300)
    const workers = [engineFor(), engineFor()]
    const taken = new Map<string, number>()
    for (let round = 0; round < 10; round++) {
      const claims = await Promise.all(
        workers.map((worker) => claimMessages(engineDeps(server, worker), 40)),
      )
      for (const claim of claims)
        for (const message of claim) taken.set(message.id, (taken.get(message.id) ?? 0) + 1)
    }
    expect(taken.size).toBe(300)
    expect([...taken.values()].every((times) => times === 1)).toBe(true)
    // Every message is leased now: nothing is left to claim until the leases run out.
    const again = await claimMessages(engineDeps(server, workers[0] as TestEngine), 1000)
    expect(again).toHaveLength(0)
    expect((await messagesOf(server, campaign.id)).every((m) => m.attempts === 1)).toBe(true)
  })

  it('submits a message once when a worker dies between the submit and its record', async () => {
    const { campaign } = await queuedCampaign(20)
    const engine = engineFor({ leaseMs: 1000 })
    // A worker claims, reaches the carrier for half of them, and dies before writing anything.
    const claimed = await claimMessages(engineDeps(server, engine, { leaseMs: 1000 }), 20)
    const first = new Map<string, string>()
    for (const message of claimed.slice(0, 10)) {
      const outcome = await engine.simulator.submit({
        submitKey: message.submitKey,
        from: message.senderId,
        to: message.phone,
        body: message.body,
        routeId: null,
      })
      if (outcome.accepted) first.set(message.id, outcome.carrierMessageId)
    }
    // Before the lease runs out nobody takes them; after it, another worker does.
    await engine.drain()
    expect(engine.simulator.accepted).toBe(10)
    server.advanceClock(1500)
    await engine.settle(campaign.id)

    const messages = await messagesOf(server, campaign.id)
    expect(messages.every((message) => message.status === 'delivered')).toBe(true)
    expect(engine.simulator.accepted).toBe(20)
    for (const [id, carrierId] of first)
      expect(messages.find((message) => message.id === id)?.carrierMessageId).toBe(carrierId)
    const row = await campaignRow(server, campaign.id)
    expect(row.stats).toMatchObject({ queued: 20, sent: 20, delivered: 20 })
    expect(row.status).toBe('completed')
  })

  it('counts failed receipts, and applies a repeated receipt once', async () => {
    const { campaign } = await queuedCampaign(12)
    const engine = engineFor({ simulator: { failureRate: 1 } })
    await engine.settle(campaign.id)
    const messages = await messagesOf(server, campaign.id)
    expect(messages.every((message) => message.status === 'failed')).toBe(true)
    expect(messages[0]?.error).toBe('Undeliverable (simulated)')
    let row = await campaignRow(server, campaign.id)
    expect(row.stats).toMatchObject({ queued: 12, sent: 12, delivered: 0, failed: 12 })
    expect(row.status).toBe('completed')

    // The carrier says it again (after a restart of its own): nothing moves.
    const repeat = testEngine(server, { simulator: { failureRate: 1 } })
    engines.push(repeat)
    let heard = 0
    repeat.simulator.onReceipt(() => {
      heard += 1
    })
    for (const message of messages)
      await repeat.simulator.submit({
        submitKey: message.submitKey,
        from: message.senderId,
        to: message.phone,
        body: message.body,
        routeId: null,
      })
    // Every repeated receipt has reached the engine, which applies what it heard as it stops.
    await vi.waitFor(() => expect(heard).toBe(messages.length))
    await repeat.close()
    row = await campaignRow(server, campaign.id)
    expect(row.stats).toMatchObject({ sent: 12, delivered: 0, failed: 12 })
  })

  it('fails the run when a sender id it needs was deleted', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 3)
    const campaign = await storeCampaign(team.call, { name: 'Orphan', ...readyBody(team) })
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    await server.db.delete(senderIds).where(eq(senderIds.id, team.senderId))
    const engine = engineFor()
    await engine.settle(campaign.id)
    const row = await campaignRow(server, campaign.id)
    expect(row.status).toBe('failed')
    expect(row.failure).toBe('The campaign can no longer be sent: a sender id.')
    expect(await messagesOf(server, campaign.id)).toHaveLength(0)
  })

  it('lists the message log by page and status, for the campaign team only', async () => {
    const { team, campaign } = await queuedCampaign(30)
    const engine = engineFor({ simulator: { failureRate: 0.5 } })
    await engine.settle(campaign.id)
    const messages = await messagesOf(server, campaign.id)
    const failed = messages.filter((message) => message.status === 'failed').length
    expect(failed).toBeGreaterThan(0)
    expect(failed).toBeLessThan(30)

    const page = await team.call('GET', `sms/campaigns/${campaign.id}/messages?per_page=10&page=2`)
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    const list = campaignMessageList.parse(page.body)
    expect(list.data).toHaveLength(10)
    expect(list.meta).toMatchObject({ total: 30, page: 2, per_page: 10, last_page: 3 })
    expect(list.data[0]).toMatchObject({ run: 1, parts: 1, cost: '0.0050', route_id: null })

    const onlyFailed = campaignMessageList.parse(
      (
        await team.call(
          'GET',
          `sms/campaigns/${campaign.id}/messages?filter[status]=failed&per_page=100`,
        )
      ).body,
    )
    expect(onlyFailed.meta.total).toBe(failed)
    expect(onlyFailed.data.every((message) => message.status === 'failed')).toBe(true)
    const bad = await team.call('GET', `sms/campaigns/${campaign.id}/messages?filter[status]=lost`)
    expect(bad.status).toBe(422)

    const rival = await campaignTeam(server, 'Rival')
    expect((await rival.call('GET', `sms/campaigns/${campaign.id}/messages`)).status).toBe(404)
    expect((await team.call('GET', 'sms/campaigns/not-an-id/messages')).status).toBe(404)
    // The rows themselves never carry another team's id.
    const ids = list.data.map((message) => message.id)
    const rows = await server.db
      .select({ teamId: campaignMessages.teamId })
      .from(campaignMessages)
      .where(inArray(campaignMessages.id, ids))
    expect(rows.every((row) => row.teamId === team.teamId)).toBe(true)
  })
})
