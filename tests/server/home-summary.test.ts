import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dataFiles, smsCampaigns, voiceCalls } from '../../server/src/db/schema'
import { appendEngineOutcome } from '../../server/src/domain/campaigns/engine-outcome'
import { seedCampaignMessages } from '../../server/src/http/test-messages'
import { type HomeSummary, homeSummary } from '../../src/contract/home'
import { zeroStats } from '../../src/contract/sms-campaign'
import { password } from './support/accounts'
import { type Call, caller, storeContact } from './support/audience'
import { type CampaignTeam, campaignTeam, readyBody, storeCampaign } from './support/campaigns'
import { backends, type TestServer, useTestServer } from './support/test-server'

/**
 * GET home/summary: the team's campaigns sending now, today's and yesterday's traffic (UTC days,
 * split by the server's clock), its audience, work under way and what needs attention; only the
 * caller's team is ever counted, and a viewer reads it.
 */

const dayMs = 24 * 60 * 60 * 1000

async function summaryOf(call: Call): Promise<HomeSummary> {
  const response = await call('GET', 'home/summary')
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return homeSummary.parse(response.body)
}

/** A campaign sent now: sending at once. */
async function sendingCampaign(team: CampaignTeam, name: string) {
  const campaign = await storeCampaign(team.call, { name, ...readyBody(team) })
  const sent = await team.call('POST', `sms/campaigns/${campaign.id}/send`, {})
  expect(sent.body.status, JSON.stringify(sent.body)).toBe('sending')
  return campaign.id
}

/** Messages queued at the server's clock: 5 delivered, 2 failed, 3 submitted and in flight. */
async function trafficNow(server: TestServer, campaignId: string) {
  const now = server.deps.clock().toISOString()
  await seedCampaignMessages(server.db, campaignId, [
    { count: 5, queued_at: now, submitted_at: now, delivered_at: now, cost: '0.0450' },
    { count: 2, queued_at: now, submitted_at: now, failed_at: now, cost: '0.0450' },
    { count: 3, queued_at: now, submitted_at: now, cost: '0.0450' },
  ])
}

async function placedCall(server: TestServer, teamId: string, answeredSeconds: number | null) {
  const at = server.deps.clock()
  await server.db.insert(voiceCalls).values({
    teamId,
    fromNumber: '+442071838750',
    toNumber: '+447700900123',
    status: answeredSeconds === null ? 'ended' : 'completed',
    outcome: answeredSeconds === null ? 'no-answer' : 'answered',
    startedAt: at,
    answeredAt: answeredSeconds === null ? null : at,
    endedAt: at,
    durationSeconds: answeredSeconds ?? 0,
    cost: '0.1200',
  })
}

describe.each(backends)('home summary on %s', (backend) => {
  const server = useTestServer(backend)

  it('adds up today: sent = delivered + failed + in flight, calls and money as decimals', async () => {
    const team = await campaignTeam(server, 'Today')
    const id = await sendingCampaign(team, 'Spring sale')
    await trafficNow(server, id)
    await placedCall(server, team.teamId, 61)
    await placedCall(server, team.teamId, null)
    const viewer = caller(server, team.members.viewer.accessToken)
    const summary = await summaryOf(viewer)
    const { sms, calls } = summary.today
    expect(sms).toEqual({ sent: 10, delivered: 5, failed: 2, cost: '0.45' })
    expect(sms.sent).toBe(sms.delivered + sms.failed + 3)
    expect(calls).toEqual({ placed: 2, answered: 1, failed: 1, minutes: 2, cost: '0.24' })
    expect(summary.yesterday.sms.sent).toBe(0)
    expect(summary.currency).toBe('EUR')
    expect(summary.time_zone).toBe('UTC')
    expect(summary.sending).toEqual([
      { kind: 'sms', id, name: 'Spring sale', stats: expect.objectContaining({ queued: 0 }) },
    ])
  })

  it('shows the campaign totals the engine keeps for a sending campaign', async () => {
    const team = await campaignTeam(server, 'Progress')
    const id = await sendingCampaign(team, 'Progress')
    const stats = { ...zeroStats, queued: 20, sent: 12, delivered: 9, failed: 3 }
    await server.db.update(smsCampaigns).set({ stats }).where(eq(smsCampaigns.id, id))
    const [sending] = (await summaryOf(team.call)).sending
    expect(sending).toMatchObject({ kind: 'sms', id, stats })
  })

  it('counts the audience and its last fourteen days of growth', async () => {
    const team = await campaignTeam(server, 'Audience')
    for (const n of [1, 2, 3]) await storeContact(team.call, 7000 + n)
    const { audience } = await summaryOf(team.call)
    expect(audience.total).toBe(3)
    expect(audience.growth).toHaveLength(14)
    // Not which day they fell on: a run across midnight (UTC) splits them over two days.
    expect(audience.growth.at(-1)).toMatchObject({ total: 3 })
    expect(audience.growth.reduce((sum, point) => sum + point.added, 0)).toBe(3)
  })

  it('lists failed campaigns, then stopped ones, then failed imports, with their reasons', async () => {
    const team = await campaignTeam(server, 'Attention')
    const failing = await sendingCampaign(team, 'Broken route')
    await appendEngineOutcome(server.deps, failing, {
      type: 'engine.failed',
      reason: 'The carrier refused the bind.',
    })
    const stopping = await sendingCampaign(team, 'Stopped early')
    await server.db
      .update(smsCampaigns)
      .set({ stats: { ...zeroStats, queued: 10, sent: 4, cancelled: 6 } })
      .where(eq(smsCampaigns.id, stopping))
    expect((await team.call('POST', `sms/campaigns/${stopping}/stop`, {})).status).toBe(200)
    const [file] = await server.db
      .insert(dataFiles)
      .values({
        teamId: team.teamId,
        uploadedByName: 'Owner',
        filename: 'leads.csv',
        storageName: 'leads-stored.csv',
        sizeBytes: 10,
        rowCount: 2,
        columns: ['phone'],
        sample: [],
        status: 'failed',
        error: 'The file could not be read.',
      })
      .returning()
    const { attention, sending } = await summaryOf(team.call)
    expect(sending).toEqual([])
    expect(attention.map(({ kind, id, reason }) => ({ kind, id, reason }))).toEqual([
      { kind: 'failedCampaign', id: failing, reason: 'The carrier refused the bind.' },
      { kind: 'stoppedCampaign', id: stopping, reason: null },
      { kind: 'failedImport', id: file?.id, reason: 'The file could not be read.' },
    ])
  })

  it('never counts another team and refuses anyone signed out', async () => {
    const busy = await campaignTeam(server, 'Busy')
    await trafficNow(server, await sendingCampaign(busy, 'Busy'))
    await storeContact(busy.call, 7100)
    await placedCall(server, busy.teamId, 30)
    const quiet = await campaignTeam(server, 'Quiet')
    const summary = await summaryOf(caller(server, quiet.members.viewer.accessToken))
    expect(summary.sending).toEqual([])
    expect(summary.today.sms.sent).toBe(0)
    expect(summary.today.calls.placed).toBe(0)
    expect(summary.audience.total).toBe(0)
    expect(summary.attention).toEqual([])
    expect((await caller(server)('GET', 'home/summary')).status).toBe(401)
  })
})

// Its own server: the clock it moves stays moved, and contacts are stamped by the database's.
describe.each(backends)('home summary across midnight on %s', (backend) => {
  const server = useTestServer(backend)

  it('moves today into yesterday when the clock passes a day', async () => {
    const team = await campaignTeam(server, 'Clock')
    const id = await sendingCampaign(team, 'Clock')
    await trafficNow(server, id)
    server.advanceClock(dayMs)
    // A day later the access tokens have expired: the owner signs in again.
    const owner = team.members.owner
    const login = await caller(server)('POST', 'token/login', { email: owner.email, password })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const summary = await summaryOf(caller(server, login.body.access_token))
    expect(summary.yesterday.sms).toEqual({ sent: 10, delivered: 5, failed: 2, cost: '0.45' })
    expect(summary.today.sms).toEqual({ sent: 0, delivered: 0, failed: 0, cost: '0.00' })
    expect(summary.today.day > summary.yesterday.day).toBe(true)
  })
})
