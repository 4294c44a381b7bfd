import { describe, expect, it } from 'vitest'
import { register } from './support/accounts'
import { campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { apiBase, backends, useTestServer } from './support/test-server'

const hooks = '/api/testing'

describe.each(backends)('test hooks on %s', (backend) => {
  describe('with TEST_HOOKS=1', () => {
    const server = useTestServer(backend, { env: { TEST_HOOKS: '1' } })

    it('read the local mailbox of anyone, without a session', async () => {
      const person = await register(server)
      const response = await server.request(
        'GET',
        `${hooks}/mailbox?filter[to]=${encodeURIComponent(person.email)}`,
      )
      expect(response.status).toBe(200)
      expect(response.body.data).toHaveLength(1)
      expect(response.body.data[0].subject).toBe('Verify your email address')
    })

    it("count each user's successful token refreshes, and nobody else's", async () => {
      const counted = await register(server)
      const other = await register(server)
      const refreshes = async (email: string) =>
        (await server.request('GET', `${hooks}/refreshes?email=${encodeURIComponent(email)}`)).body
          .refreshes
      expect(await refreshes(counted.email)).toBe(0)

      const first = await server.request('POST', `${apiBase}/token/refresh`, {
        body: { refresh_token: counted.refreshToken },
      })
      expect(first.status).toBe(200)
      await server.request('POST', `${apiBase}/token/refresh`, {
        body: { refresh_token: first.body.refresh_token },
      })
      // A refused refresh (the token was rotated) is not counted.
      const refused = await server.request('POST', `${apiBase}/token/refresh`, {
        body: { refresh_token: counted.refreshToken },
      })
      expect(refused.status).toBe(401)

      expect(await refreshes(counted.email)).toBe(2)
      expect(await refreshes(other.email)).toBe(0)
      expect(await refreshes('nobody@example.test')).toBe(0)
      const invalid = await server.request('GET', `${hooks}/refreshes?email=not-an-address`)
      expect(invalid.status).toBe(422)
    })

    it("report the delivery engine's outcomes through the lifecycle, refused as it refuses them", async () => {
      const team = await campaignTeam(server)
      const campaign = await storeCampaign(team.call, {
        name: 'Spring',
        ...readyBody(team, { recurring: true }),
      })
      const engine = (body: unknown) =>
        server.request('POST', `${hooks}/campaigns/${campaign.id}/engine`, { body })
      const early = await engine({ type: 'engine.started' })
      expect(early.status).toBe(409)
      expect(early.body.message).toMatch(/engine\.started while the campaign is draft/)

      expect((await team.call('POST', `sms/campaigns/${campaign.id}/send`, {})).status).toBe(200)
      const started = await engine({ type: 'engine.started' })
      expect(started.status).toBe(200)
      expect(started.body.lifecycle).toEqual({
        delivery: 'sending',
        recurrence: 'active',
        feed: 'none',
      })
      const finished = await engine({ type: 'engine.runFinished' })
      expect(finished.body).toMatchObject({ status: 'scheduled', runs: 1 })
      expect((await engine({ type: 'engine.failed' })).status).toBe(422)
      expect((await engine({ type: 'campaign.stop' })).status).toBe(422)
    })

    it("write finished messages into a campaign, counted by the team's reports", async () => {
      const team = await campaignTeam(server)
      const campaign = await storeCampaign(team.call, { name: 'Seeded' })
      const at = '2026-06-01T12:00:00Z'
      const seed = (id: string, body: unknown) =>
        server.request('POST', `${hooks}/campaigns/${id}/messages`, { body })
      const written = await seed(campaign.id, {
        messages: [
          { count: 3, queued_at: at, submitted_at: at, delivered_at: at, cost: '0.05' },
          { queued_at: at },
        ],
      })
      expect(written.status).toBe(201)
      expect(written.body).toEqual({ created: 4 })
      const report = await team.call(
        'GET',
        'sms/campaigns/reports?filter[from]=2026-06-01&filter[to]=2026-06-01',
      )
      expect(report.body.totals).toMatchObject({ queued: 4, sent: 3, delivered: 3, cost: '0.15' })
      expect((await seed(crypto.randomUUID(), { messages: [{ queued_at: at }] })).status).toBe(404)
      expect((await seed(campaign.id, { messages: [] })).status).toBe(422)
      expect((await seed(campaign.id, { messages: [{ queued_at: 'soon' }] })).status).toBe(422)
    })
  })

  describe('without it', () => {
    const server = useTestServer(backend)

    it('do not exist', async () => {
      expect((await server.request('GET', `${hooks}/mailbox`)).status).toBe(404)
      expect((await server.request('GET', `${hooks}/refreshes?email=a@b.test`)).status).toBe(404)
      expect(
        (
          await server.request('POST', `${hooks}/campaigns/x/engine`, {
            body: { type: 'engine.started' },
          })
        ).status,
      ).toBe(404)
      const messages = { messages: [{ queued_at: '2026-06-01T12:00:00Z' }] }
      expect(
        (await server.request('POST', `${hooks}/campaigns/x/messages`, { body: messages })).status,
      ).toBe(404)
    })
  })
})
