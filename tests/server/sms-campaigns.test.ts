import { eq } from 'drizzle-orm'
import { firstValueFrom, take, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { campaignEvents, smsTexts } from '../../server/src/db/schema'
import { appendEngineOutcome } from '../../server/src/domain/campaigns/engine-outcome'
import {
  campaignLogList,
  campaignReadiness,
  campaignRequirements,
  smsCampaignList,
  smsCampaignResource,
  zeroStats,
} from '../../src/contract/sms-campaign'
import { caller } from './support/audience'
import { campaignTeam, momentFrom, readyBody, storeCampaign } from './support/campaigns'
import { backends, useTestServer } from './support/test-server'

/** SMS campaigns: CRUD, is-ready, the lifecycle commands, logs, events, races and tenancy. */
describe.each(backends)('SMS campaigns on %s', (backend) => {
  const server = useTestServer(backend)

  it('stores a draft with defaults, zeroed stats and what it is missing', async () => {
    const team = await campaignTeam(server)
    const campaign = smsCampaignResource.parse(
      await storeCampaign(team.call, { name: '  Spring sale ' }),
    )
    expect(campaign).toMatchObject({
      name: 'Spring sale',
      status: 'draft',
      lifecycle: { delivery: 'draft', recurrence: 'none', feed: 'none' },
      missing: [
        campaignRequirements.recipients,
        campaignRequirements.senderId,
        campaignRequirements.text,
      ],
      schedule: { kind: 'now' },
      time_zone: 'UTC',
      throttle_per_minute: null,
      quiet_hours: null,
      stats: zeroStats,
      failure: null,
    })
    const ready = await team.call('GET', `sms/campaigns/${campaign.id}/is-ready`)
    expect(campaignReadiness.parse(ready.body)).toEqual({ ready: false, missing: campaign.missing })
  })

  it('takes every field, spells tags as the team does, and is ready when nothing lacks', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, {
      name: 'Full',
      ...readyBody(team, { recurring: true, feed: true }),
      targets: { segment_ids: [team.segmentId], tags: ['vip', 'VIP'], feed_ids: [team.feedId] },
      offer_id: team.offerId,
      tracking_domain: 'Go.Example.com',
      routing_plan_id: null,
      time_zone: 'Europe/London',
      throttle_per_minute: 600,
      quiet_hours: { start: '21:00', end: '08:00' },
    })
    expect(campaign).toMatchObject({
      targets: { segment_ids: [team.segmentId], tags: ['VIP'], feed_ids: [team.feedId] },
      schedule: { kind: 'recurring', days: ['mon', 'thu'], times: ['09:30'] },
      tracking_domain: 'go.example.com',
      missing: [],
      lifecycle: { delivery: 'draft', recurrence: 'none', feed: 'none' },
    })
    const ready = await team.call('GET', `sms/campaigns/${campaign.id}/is-ready`)
    expect(ready.body).toEqual({ ready: true, missing: [] })
  })

  it('refuses unknown references and bad fields with 422 naming each field', async () => {
    const team = await campaignTeam(server)
    const other = await campaignTeam(server, 'Other')
    const response = await team.call('POST', 'sms/campaigns', {
      name: 'Bad refs',
      targets: { segment_ids: [other.segmentId], tags: ['nope'], feed_ids: [other.feedId] },
      sender_ids: [other.senderId],
      text_ids: [team.textId, other.textId],
      offer_id: other.offerId,
    })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors).sort()).toEqual(
      [
        'offer_id',
        'sender_ids.0',
        'targets.feed_ids.0',
        'targets.segment_ids.0',
        'targets.tags.0',
        `text_ids.${[team.textId, other.textId].sort().indexOf(other.textId)}`,
      ].sort(),
    )
    const fields = await team.call('POST', 'sms/campaigns', {
      name: '',
      schedule: { kind: 'recurring', days: [], times: ['25:00'] },
      time_zone: 'Mars/Olympus',
      throttle_per_minute: 0,
      quiet_hours: { start: '22:00', end: '22:00' },
      tracking_domain: 'not a domain',
    })
    expect(fields.status).toBe(422)
    expect(Object.keys(fields.body.errors).sort()).toEqual([
      'name',
      'quiet_hours.end',
      'schedule.days',
      'schedule.times.0',
      'throttle_per_minute',
      'time_zone',
      'tracking_domain',
    ])
  })

  it('needs an offer and a tracking domain once a text uses the offer link', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, {
      name: 'Linked',
      ...readyBody(team),
      text_ids: [team.linkTextId],
    })
    expect(campaign.missing).toEqual([
      campaignRequirements.offer,
      campaignRequirements.trackingDomain,
    ])
    const fixed = await team.call('PUT', `sms/campaigns/${campaign.id}`, {
      offer_id: team.offerId,
      tracking_domain: 'go.example.com',
    })
    expect(fixed.status).toBe(200)
    expect(fixed.body.missing).toEqual([])
  })

  it('sends now, pauses, resumes and stops; answers 409 with the reason otherwise', async () => {
    const team = await campaignTeam(server)
    const unready = await storeCampaign(team.call, { name: 'Unready' })
    const refused = await team.call('POST', `sms/campaigns/${unready.id}/send`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('The campaign is not ready: recipients, a sender id, a text.')
    expect(refused.body.lifecycle).toEqual(unready.lifecycle)

    const campaign = await storeCampaign(team.call, { name: 'Ready', ...readyBody(team) })
    const sent = await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ status: 'sending', lifecycle: { delivery: 'sending' } })
    const again = await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The campaign was already sent; it is sending.')
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/pause`)).body.status).toBe(
      'paused',
    )
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/resume`)).body.status).toBe(
      'sending',
    )
    expect((await team.call('POST', `sms/campaigns/${campaign.id}/stop`)).body.status).toBe(
      'stopped',
    )
    const stopFeed = await team.call('POST', `sms/campaigns/${campaign.id}/stop-feed`)
    expect(stopFeed.status).toBe(409)
    expect(stopFeed.body).toMatchObject({ message: 'The campaign is not reading a feed.' })
  })

  it('a send with a future time waits scheduled; a past one sends at once', async () => {
    const team = await campaignTeam(server)
    const later = await storeCampaign(team.call, { name: 'Later', ...readyBody(team) })
    const scheduled = await team.call('POST', `sms/campaigns/${later.id}/send`, {
      at: momentFrom(server, 3_600_000),
    })
    expect(scheduled.body.status).toBe('scheduled')
    const byTheSchedule = await storeCampaign(team.call, {
      name: 'At',
      ...readyBody(team),
      schedule: { kind: 'at', at: momentFrom(server, 86_400_000) },
    })
    expect((await team.call('POST', `sms/campaigns/${byTheSchedule.id}/send`)).body.status).toBe(
      'scheduled',
    )
    const past = await storeCampaign(team.call, { name: 'Past', ...readyBody(team) })
    const now = await team.call('POST', `sms/campaigns/${past.id}/send`, {
      at: momentFrom(server, -60_000),
    })
    expect(now.body.status).toBe('sending')
    const planner = await team.call('POST', `sms/campaigns/${later.id}/planner/stop`)
    expect(planner.body.lifecycle).toEqual({ delivery: 'draft', recurrence: 'none', feed: 'none' })
  })

  it('edits only a draft: 409 with the reason once sent; every edit re-runs is-ready', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, { name: 'Edit me' })
    const edited = await team.call('PUT', `sms/campaigns/${campaign.id}`, readyBody(team))
    expect(edited.status).toBe(200)
    expect(edited.body.missing).toEqual([])
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const refused = await team.call('PUT', `sms/campaigns/${campaign.id}`, { name: 'Late' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Only a draft can be edited; this campaign is sending.')
    // Checked before the merged body: a sent campaign pointing at nothing is still a 409.
    const merged = await team.call('PUT', `sms/campaigns/${campaign.id}`, { text_ids: [] })
    expect(merged.status).toBe(409)
    expect((await team.call('GET', `sms/campaigns/${campaign.id}`)).body.name).toBe('Edit me')
    const logs = campaignLogList.parse(
      (await team.call('GET', `sms/campaigns/${campaign.id}/logs`)).body,
    )
    expect(logs.data.map((entry) => entry.type)).toEqual([
      'campaign.configure',
      'campaign.configure',
      'campaign.send',
    ])
    expect(logs.data[1]?.event).toEqual({
      type: 'campaign.configure',
      missing: [],
      recurring: false,
      feed: false,
    })
  })

  it('a send re-reads is-ready: a text gone since the last edit makes the draft unready', async () => {
    const team = await campaignTeam(server)
    const text = (await team.call('POST', 'sms/texts', { body: 'Going soon' })).body
    const campaign = await storeCampaign(team.call, {
      name: 'Fragile',
      ...readyBody(team),
      text_ids: [text.id],
    })
    expect(campaign.missing).toEqual([])
    // The API refuses to delete a text a draft uses (campaign-parts-in-use.test.ts); a row can
    // still go behind its back, and the send must not trust the stored `missing`.
    await server.deps.db.delete(smsTexts).where(eq(smsTexts.id, text.id))
    const refused = await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('The campaign is not ready: a text.')
    const logs = (await team.call('GET', `sms/campaigns/${campaign.id}/logs`)).body
    expect(logs.meta.total).toBe(1)
  })

  it('deletes drafts and ended campaigns, not one under way', async () => {
    const team = await campaignTeam(server)
    const draft = await storeCampaign(team.call, { name: 'Draft' })
    expect((await team.call('DELETE', `sms/campaigns/${draft.id}`)).status).toBe(200)
    const live = await storeCampaign(team.call, { name: 'Live', ...readyBody(team) })
    await team.call('POST', `sms/campaigns/${live.id}/send`)
    const refused = await team.call('DELETE', `sms/campaigns/${live.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Stop the campaign before deleting it; it is sending.')
    await team.call('POST', `sms/campaigns/${live.id}/stop`)
    expect((await team.call('DELETE', `sms/campaigns/${live.id}`)).status).toBe(200)
    expect(await server.countRows(campaignEvents)).toBeGreaterThanOrEqual(0)
    expect((await team.call('GET', `sms/campaigns/${live.id}/logs`)).status).toBe(404)
  })

  it('lists by status from the stored column, and sorts by it', async () => {
    const team = await campaignTeam(server)
    const draft = await storeCampaign(team.call, { name: 'B draft' })
    const sending = await storeCampaign(team.call, { name: 'A sending', ...readyBody(team) })
    await team.call('POST', `sms/campaigns/${sending.id}/send`)
    const paused = await storeCampaign(team.call, { name: 'C paused', ...readyBody(team) })
    await team.call('POST', `sms/campaigns/${paused.id}/send`)
    await team.call('POST', `sms/campaigns/${paused.id}/pause`)
    const list = async (query: string) =>
      smsCampaignList
        .parse((await team.call('GET', `sms/campaigns?${query}`)).body)
        .data.map((row) => row.id)
    expect(await list('filter[status]=sending,paused&sort=name')).toEqual([sending.id, paused.id])
    expect(await list('filter[status]=draft')).toEqual([draft.id])
    expect(await list('filter[status]=')).toHaveLength(3)
    expect(await list('sort=status,name')).toEqual([draft.id, paused.id, sending.id])
    expect((await team.call('GET', 'sms/campaigns?filter[status]=gone')).status).toBe(422)
  })

  it('records each command in the activity log and publishes it on the event bus', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, { name: 'Loud', ...readyBody(team) })
    const owner = team.members.owner
    const received = firstValueFrom(
      server.deps.events
        .eventsFor({ userId: owner.id, teamId: team.teamId })
        .pipe(take(2), toArray()),
    )
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    await appendEngineOutcome(server.deps, campaign.id, { type: 'engine.runFinished' })
    const events = await received
    expect(events.map((event) => [event.name, (event.data as { event: string }).event])).toEqual([
      ['campaign.lifecycle', 'campaign.send'],
      ['campaign.lifecycle', 'engine.runFinished'],
    ])
    expect(events[1]?.data).toMatchObject({ campaign: { status: 'completed' } })
    const activity = await caller(server, owner.accessToken)(
      'GET',
      `teams/activity?filter[subject_id]=${campaign.id}`,
    )
    expect(activity.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'sent',
      'created',
    ])
    const logs = (await team.call('GET', `sms/campaigns/${campaign.id}/logs?sort=-seq`)).body
    expect(logs.data[0]).toMatchObject({ seq: 3, type: 'engine.runFinished', actor: null })
    expect(logs.data[1]).toMatchObject({
      seq: 2,
      type: 'campaign.send',
      actor: { id: team.members.editor.id, name: 'Acme editor' },
    })
  })

  it('the engine outcome entry point refuses what the lifecycle refuses', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, { name: 'Engine', ...readyBody(team) })
    expect(await appendEngineOutcome(server.deps, campaign.id, { type: 'engine.started' })).toEqual(
      {
        accepted: false,
        reason: 'The delivery engine reported engine.started while the campaign is draft.',
      },
    )
    await team.call('POST', `sms/campaigns/${campaign.id}/send`)
    const failed = await appendEngineOutcome(server.deps, campaign.id, {
      type: 'engine.failed',
      reason: 'No route to the carrier.',
    })
    expect(failed).toMatchObject({
      accepted: true,
      row: { status: 'failed', failure: 'No route to the carrier.', failureWords: null },
    })
  })

  it('two sends at once: exactly one is accepted, the other answers 409', async () => {
    const team = await campaignTeam(server)
    for (let round = 0; round < 5; round++) {
      const campaign = await storeCampaign(team.call, { name: `Race ${round}`, ...readyBody(team) })
      const answers = await Promise.all([
        team.call('POST', `sms/campaigns/${campaign.id}/send`),
        caller(server, team.members.owner.accessToken)('POST', `sms/campaigns/${campaign.id}/send`),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const logs = (await team.call('GET', `sms/campaigns/${campaign.id}/logs`)).body
      expect(logs.data.map((entry: { type: string }) => entry.type)).toEqual([
        'campaign.configure',
        'campaign.send',
      ])
    }
  })

  it('viewers read campaigns but cannot command them', async () => {
    const team = await campaignTeam(server)
    const campaign = await storeCampaign(team.call, { name: 'Viewed', ...readyBody(team) })
    const viewer = caller(server, team.members.viewer.accessToken)
    expect((await viewer('GET', `sms/campaigns/${campaign.id}/is-ready`)).status).toBe(200)
    const refused = await viewer('POST', `sms/campaigns/${campaign.id}/send`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Your role in this team (viewer) does not allow you to send campaigns.',
    )
  })

  it("answers 404 to another team's campaign on every call and changes nothing", async () => {
    const team = await campaignTeam(server)
    const other = await campaignTeam(server, 'Other')
    const campaign = await storeCampaign(team.call, { name: 'Mine', ...readyBody(team) })
    for (const [method, path] of [
      ['GET', 'is-ready'],
      ['GET', 'logs'],
      ['POST', 'send'],
      ['POST', 'pause'],
      ['POST', 'resume'],
      ['POST', 'stop'],
      ['POST', 'stop-recurring-sends'],
      ['POST', 'stop-feed'],
      ['POST', 'planner/stop'],
    ] as const) {
      const response = await other.call(method, `sms/campaigns/${campaign.id}/${path}`)
      expect(response.status, path).toBe(404)
      expect(response.body.message).toBe('The campaign was not found.')
    }
    const still = await team.call('GET', `sms/campaigns/${campaign.id}/logs`)
    expect(still.body.meta.total).toBe(1)
  })
})
