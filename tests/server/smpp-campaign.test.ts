import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { campaignRow, messagesOf, seedContacts } from './support/engine'
import { type FakeSmsc, startFakeSmsc } from './support/fake-smsc'
import { backends, startTestServer, type TestServer } from './support/test-server'

/** SMPP_URL set: the server's own delivery engine sends a campaign through the SMSC. */
describe.each(backends)('a campaign sent over SMPP on %s', (backend) => {
  let smsc: FakeSmsc
  let server: TestServer
  let stopped = false
  beforeAll(async () => {
    smsc = await startFakeSmsc({
      systemId: 'switchboard',
      password: 'pw',
      outcomeOf: (destination) => (destination.endsWith('3') ? 'UNDELIV' : 'DELIVRD'),
    })
    server = await startTestServer(backend, { env: { SMPP_URL: smsc.url(), ENGINE: 'on' } })
  })
  afterAll(async () => {
    if (!stopped) await server?.stop()
    await smsc?.stop()
  })

  it('submits every message once and applies the receipts; stopping the server unbinds', async () => {
    const team = await campaignTeam(server)
    await seedContacts(server, team.teamId, 12)
    const campaign = await storeCampaign(team.call, { name: 'Over SMPP', ...readyBody(team) })
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`)).status).toBe(200)

    // A run completes once every message is submitted; receipts may still be on their way.
    await vi.waitFor(
      async () => {
        expect((await campaignRow(server, campaign.id)).status).toBe('completed')
        const statuses = (await messagesOf(server, campaign.id)).map((message) => message.status)
        expect(
          statuses.filter((status) => status === 'delivered' || status === 'failed'),
        ).toHaveLength(12)
      },
      { timeout: 30_000, interval: 100 },
    )
    const messages = await messagesOf(server, campaign.id)
    expect(smsc.submits).toHaveLength(12)
    expect(new Set(smsc.submits.map((submit) => submit.destination)).size).toBe(12)
    expect(smsc.submits.every((submit) => submit.source === 'ACME')).toBe(true)
    for (const message of messages) {
      const submit = smsc.submits.find((each) => each.messageId === message.carrierMessageId)
      expect(submit?.text).toBe(message.body)
      expect(`+${submit?.destination}`).toBe(message.phone)
      expect(message.status).toBe(message.phone.endsWith('3') ? 'failed' : 'delivered')
    }
    const failed = messages.filter((message) => message.status === 'failed')
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((message) => message.error === 'UNDELIV (err 034)')).toBe(true)
    expect((await campaignRow(server, campaign.id)).stats).toMatchObject({
      queued: 12,
      sent: 12,
      delivered: 12 - failed.length,
      failed: failed.length,
    })

    await server.stop()
    stopped = true
    expect(smsc.received.unbinds).toBe(1)
  })
})
