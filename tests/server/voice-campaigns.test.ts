import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, getInitialSnapshot, getNextSnapshot } from 'xstate'
import { foldStoredLifecycle } from '../../server/src/domain/campaigns/lifecycle'
import {
  appendVoiceEngineOutcome,
  voiceLifecycleStore,
} from '../../server/src/domain/voice/lifecycle'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleSnapshot,
  campaignLifecycleMachine,
  lifecycleOf,
} from '../../src/machines/campaignLifecycle'
import {
  campaignLifecycleEvents,
  campaignLifecycleKey,
  campaignLifecycleModel,
} from '../machines/models/campaignLifecycle.model'
import { caller } from './support/audience'
import { momentFrom } from './support/campaigns'
import { lifecycleRefusalText } from './support/refusal'
import { backends, useTestServer } from './support/test-server'
import {
  closedWindow,
  readyVoiceBody,
  storeVoiceCampaign,
  type VoiceTeam,
  voiceTeam,
} from './support/voice'

/** Voice campaigns take every lifecycle event but the SMS planner's stop. */
const voiceEvents = campaignLifecycleEvents.filter((event) => event.type !== 'campaign.stopPlanner')
const probes = voiceEvents.filter((event) => event.type !== 'campaign.configure')

const commandPaths: Partial<Record<CampaignLifecycleEvent['type'], string>> = {
  'campaign.pause': 'pause',
  'campaign.resume': 'resume',
  'campaign.stop': 'stop/graceful',
  'campaign.stopRecurring': 'stop-recurring-sends',
  'campaign.stopFeed': 'stop-feed',
}

/** Every state the voice events reach, each with its shortest way there (breadth first). */
function approaches() {
  const initial = getInitialSnapshot(
    campaignLifecycleMachine,
    campaignLifecycleModel.input as object,
  ) as CampaignLifecycleSnapshot
  const found = new Map<string, CampaignLifecycleEvent[]>([[campaignLifecycleKey(initial), []]])
  const queue: [AnyMachineSnapshot, CampaignLifecycleEvent[]][] = [[initial, []]]
  while (queue.length > 0) {
    const [snapshot, steps] = queue.shift() as [AnyMachineSnapshot, CampaignLifecycleEvent[]]
    for (const event of voiceEvents) {
      if (!snapshot.can(event)) continue
      const next = getNextSnapshot(
        campaignLifecycleMachine,
        snapshot as CampaignLifecycleSnapshot,
        event,
      )
      const key = campaignLifecycleKey(next)
      if (found.has(key)) continue
      found.set(key, [...steps, event])
      queue.push([next, [...steps, event]])
    }
  }
  return { initial, found }
}
const { initial, found } = approaches()
const waitLong = { timeout: 20_000, interval: 50 }

describe.each(backends)('voice campaigns on %s', (backend) => {
  const server = useTestServer(backend)
  let team: VoiceTeam
  let sequence = 0

  beforeAll(async () => {
    team = await voiceTeam(server, 1)
  })

  const windowShut = () => closedWindow(server.deps.clock())

  it('agents: store, show, update, list and destroy; 422 at the field', async () => {
    const stored = await team.call('POST', 'voice/agents', { name: 'Bea', language: 'fa' })
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ name: 'Bea', language: 'fa', voice: 'alloy' })
    const bad = await team.call('POST', 'voice/agents', { name: '', language: 'not a tag' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['language', 'name'])
    const updated = await team.call('PUT', `voice/agents/${stored.body.id}`, { voice: 'verse' })
    expect(updated.body.voice).toBe('verse')
    const list = await team.call('GET', 'voice/agents?search=bea')
    expect(list.body.data.map((agent: { id: string }) => agent.id)).toEqual([stored.body.id])
    expect((await team.call('DELETE', `voice/agents/${stored.body.id}`)).status).toBe(200)
    expect((await team.call('GET', `voice/agents/${stored.body.id}`)).status).toBe(404)
  })

  it('campaigns: defaults, is-ready in the lifecycle words, caller numbers in E.164, 422s', async () => {
    const draft = await storeVoiceCampaign(team.call, { name: 'Renewals' })
    expect(draft).toMatchObject({
      status: 'draft',
      missing: ['an agent', 'a caller number', 'recipients'],
      max_concurrent_calls: 1,
      retry: { max_attempts: 1, delay_minutes: 0, on: [] },
      call_window: { start: '00:00', end: '23:59' },
      stats: { calls: 0, answered: 0, completed: 0, failed: 0, voicemail: 0, minutes: 0 },
    })
    const ready = await team.call('PUT', `voice/campaigns/${draft.id}`, {
      ...readyVoiceBody(team),
      caller_numbers: ['+1 415 200 9000', '+14152009000'],
      retry: { max_attempts: 3, delay_minutes: 5, on: ['busy', 'no-answer'] },
    })
    expect(ready.status, JSON.stringify(ready.body)).toBe(200)
    expect(ready.body.caller_numbers).toEqual(['+14152009000'])
    expect(ready.body.retry.on).toEqual(['no-answer', 'busy'])
    expect(ready.body.missing).toEqual([])
    expect((await team.call('GET', `voice/campaigns/${draft.id}/is-ready`)).body).toEqual({
      ready: true,
      missing: [],
    })
    const bad = await team.call('PUT', `voice/campaigns/${draft.id}`, {
      caller_numbers: ['12'],
      call_window: { days: ['mon'], start: '18:00', end: '09:00' },
      max_concurrent_calls: 0,
      agent_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'call_window.end',
      'caller_numbers.0',
      'max_concurrent_calls',
    ])
    const unknownAgent = await team.call('PUT', `voice/campaigns/${draft.id}`, {
      agent_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknownAgent.status).toBe(422)
    expect(unknownAgent.body.errors).toEqual({ agent_id: ['The agent was not found.'] })
    const list = await team.call('GET', 'voice/campaigns?filter[status]=draft&search=renew')
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([draft.id])
  })

  it('a viewer reads but cannot send; another team sees nothing', async () => {
    const draft = await storeVoiceCampaign(team.call, { name: 'Viewer', ...readyVoiceBody(team) })
    const viewer = caller(server, team.members.viewer.accessToken)
    expect((await viewer('GET', `voice/campaigns/${draft.id}`)).status).toBe(200)
    expect((await viewer('POST', `voice/campaigns/${draft.id}/send`)).status).toBe(403)
    const other = await voiceTeam(server, 0, 'Other')
    for (const path of ['', '/is-ready', '/calls', '/logs'])
      expect((await other.call('GET', `voice/campaigns/${draft.id}${path}`)).status).toBe(404)
    expect((await other.call('POST', `voice/campaigns/${draft.id}/stop/now`)).status).toBe(404)
    expect((await team.call('POST', `voice/campaigns/${draft.id}/stop/later`)).status).toBe(404)
  })

  it('stop-recurring before the first run is refused, as for SMS: stop it instead', async () => {
    const campaign = await storeVoiceCampaign(team.call, {
      name: 'Not run yet',
      ...readyVoiceBody(team, { recurring: true }),
    })
    expect((await team.call('POST', `voice/campaigns/${campaign.id}/send`)).body.status).toBe(
      'scheduled',
    )
    const refused = await team.call('POST', `voice/campaigns/${campaign.id}/stop-recurring-sends`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'It has not run yet: take it off the planner to change it, or stop it.',
    )
  })

  it.each(['now', 'graceful'])('stop/%s cancels every call not placed yet', async (mode) => {
    const campaign = await storeVoiceCampaign(team.call, {
      name: `Stop ${mode}`,
      ...readyVoiceBody(team),
      call_window: windowShut(),
    })
    await team.call('POST', `voice/campaigns/${campaign.id}/send`)
    await vi.waitFor(async () => {
      const calls = await team.call('GET', `voice/campaigns/${campaign.id}/calls`)
      expect(calls.body.meta.total).toBeGreaterThan(0)
    }, waitLong)
    const stopped = await team.call('POST', `voice/campaigns/${campaign.id}/stop/${mode}`)
    expect(stopped.body.status).toBe('stopped')
    const calls = await team.call('GET', `voice/campaigns/${campaign.id}/calls`)
    expect(calls.body.data.map((call: { status: string }) => call.status)).toEqual(
      calls.body.data.map(() => 'cancelled'),
    )
  })

  /** Gives the event through the API (or the dialer's entry point): accepted, or the refusal. */
  async function give(campaignId: string, event: CampaignLifecycleEvent) {
    if (event.type.startsWith('engine.')) {
      const result = await appendVoiceEngineOutcome(
        server.deps,
        campaignId,
        event as Extract<CampaignLifecycleEvent, { type: `engine.${string}` }>,
      )
      return result.accepted ? { accepted: true } : { accepted: false, reason: result.reason }
    }
    let response: Awaited<ReturnType<VoiceTeam['call']>>
    if (event.type === 'campaign.configure') {
      const body = { ...readyVoiceBody(team, event), call_window: windowShut() }
      response = await team.call(
        'PUT',
        `voice/campaigns/${campaignId}`,
        event.missing.length === 0 ? body : { ...body, caller_numbers: [] },
      )
    } else if (event.type === 'campaign.send') {
      response = await team.call('POST', `voice/campaigns/${campaignId}/send`, {
        at: momentFrom(server, event.later ? 3_600_000 : -60_000),
      })
    } else
      response = await team.call(
        'POST',
        `voice/campaigns/${campaignId}/${commandPaths[event.type]}`,
      )
    if (response.status === 200) return { accepted: true }
    expect(response.status, JSON.stringify(response.body)).toBe(409)
    return { accepted: false, reason: response.body.message }
  }

  async function campaignAt(steps: readonly CampaignLifecycleEvent[]) {
    sequence += 1
    const campaign = await storeVoiceCampaign(team.call, {
      name: `Walk ${sequence}`,
      call_window: windowShut(),
    })
    for (const step of steps)
      expect(await give(campaign.id, step), step.type).toEqual({ accepted: true })
    return campaign.id
  }

  async function expectAt(campaignId: string, key: string) {
    const folded = await foldStoredLifecycle(voiceLifecycleStore, server.db, campaignId)
    expect(campaignLifecycleKey(folded)).toBe(key)
    const shown = (await team.call('GET', `voice/campaigns/${campaignId}`)).body
    expect(shown.lifecycle).toEqual(lifecycleOf(folded))
    expect(shown.status).toBe(lifecycleOf(folded).delivery)
    return folded
  }

  it('reaches the states of the lifecycle a voice campaign can be in', () => {
    expect(found.size).toBeGreaterThan(10)
    expect(found.has(campaignLifecycleKey(initial))).toBe(true)
  })

  it.each([...found.keys()])('every command from %s', async (key) => {
    const steps = found.get(key) ?? []
    const model = steps.reduce(
      (snapshot, event) => getNextSnapshot(campaignLifecycleMachine, snapshot, event),
      initial,
    )
    const campaignId = await campaignAt(steps)
    const stored = await expectAt(campaignId, key)

    const edit = await team.call('PUT', `voice/campaigns/${campaignId}`, { name: `Edited ${key}` })
    const configure: CampaignLifecycleEvent = { type: 'campaign.configure', ...model.context }
    if (model.can(configure)) expect(edit.status).toBe(200)
    else {
      expect(edit.status).toBe(409)
      expect(edit.body.message).toBe(lifecycleRefusalText(stored, configure))
    }

    for (const event of probes.filter((probe) => !model.can(probe)))
      expect(await give(campaignId, event), event.type).toEqual({
        accepted: false,
        reason: lifecycleRefusalText(stored, event),
      })
    await expectAt(campaignId, key)

    for (const [index, event] of probes.filter((probe) => model.can(probe)).entries()) {
      const id = index === 0 ? campaignId : await campaignAt(steps)
      expect(await give(id, event), event.type).toEqual({ accepted: true })
      await expectAt(
        id,
        campaignLifecycleKey(getNextSnapshot(campaignLifecycleMachine, model, event)),
      )
    }
  })
})
