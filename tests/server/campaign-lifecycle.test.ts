import { beforeAll, describe, expect, it } from 'vitest'
import { getInitialSnapshot, getNextSnapshot } from 'xstate'
import { appendEngineOutcome } from '../../server/src/domain/campaigns/engine-outcome'
import { foldCampaign } from '../../server/src/domain/campaigns/lifecycle'
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
import { type ModelStep, modelGraph } from '../machines/support/model'
import {
  type CampaignTeam,
  campaignTeam,
  momentFrom,
  readyBody,
  storeCampaign,
} from './support/campaigns'
import { lifecycleRefusalText } from './support/refusal'
import { backends, useTestServer } from './support/test-server'

/**
 * Every command from every reachable lifecycle state, through the real API: the states come from
 * the lifecycle's model graph; each is reached by its shortest path (edits, sends, commands and
 * engine outcomes through appendEngineOutcome); then every command is tried there and must be
 * accepted exactly when the machine takes it (landing where the machine lands), or refused
 * with 409 and the machine's reason.
 */
const graph = modelGraph(campaignLifecycleModel.machine, campaignLifecycleModel)
const initial = getInitialSnapshot(
  campaignLifecycleMachine,
  campaignLifecycleModel.input as object,
) as CampaignLifecycleSnapshot
const initialKey = campaignLifecycleKey(initial)

/** The shortest way to each state, from the one-transition paths of the graph. */
const approach = new Map<string, ModelStep[]>([[initialKey, []]])
for (const path of graph.paths) {
  path.steps.forEach((step, index) => {
    const steps = path.steps.slice(0, index + 1)
    const known = approach.get(step.to)
    if (!known || known.length > steps.length) approach.set(step.to, steps)
  })
}

const modelStateAfter = (steps: readonly ModelStep[]) =>
  steps.reduce(
    (snapshot, step) =>
      getNextSnapshot(
        campaignLifecycleMachine,
        snapshot,
        step.event as CampaignLifecycleEvent,
      ) as CampaignLifecycleSnapshot,
    initial,
  )

const commandPaths: Partial<Record<CampaignLifecycleEvent['type'], string>> = {
  'campaign.pause': 'pause',
  'campaign.resume': 'resume',
  'campaign.stop': 'stop',
  'campaign.stopRecurring': 'stop-recurring-sends',
  'campaign.stopFeed': 'stop-feed',
  'campaign.stopPlanner': 'planner/stop',
}

/** Every command a person or the engine can give, as the model names it (edits aside). */
const probes = campaignLifecycleEvents.filter((event) => event.type !== 'campaign.configure')

describe.each(backends)('every lifecycle command from every reachable state on %s', (backend) => {
  const server = useTestServer(backend)
  let team: CampaignTeam
  let sequence = 0

  beforeAll(async () => {
    team = await campaignTeam(server)
  })

  /** Gives the event through the API (or the engine's entry point): accepted, or the refusal. */
  async function give(
    campaignId: string,
    event: CampaignLifecycleEvent,
  ): Promise<{ accepted: true } | { accepted: false; reason: string }> {
    if (event.type.startsWith('engine.')) {
      const result = await appendEngineOutcome(
        server.deps,
        campaignId,
        event as Extract<CampaignLifecycleEvent, { type: `engine.${string}` }>,
      )
      return result.accepted ? { accepted: true } : { accepted: false, reason: result.reason }
    }
    let response: Awaited<ReturnType<CampaignTeam['call']>>
    if (event.type === 'campaign.configure') {
      const body =
        event.missing.length === 0
          ? readyBody(team, event)
          : { ...readyBody(team, event), sender_ids: [] }
      response = await team.call('PUT', `sms/campaigns/${campaignId}`, body)
    } else if (event.type === 'campaign.send') {
      response = await team.call('POST', `sms/campaigns/${campaignId}/send`, {
        at: momentFrom(server, event.later ? 3_600_000 : -60_000),
      })
    } else
      response = await team.call('POST', `sms/campaigns/${campaignId}/${commandPaths[event.type]}`)
    if (response.status === 200) return { accepted: true }
    expect(response.status, JSON.stringify(response.body)).toBe(409)
    return { accepted: false, reason: response.body.message }
  }

  /** A new campaign walked to the state at the end of `steps`. */
  async function campaignAt(steps: readonly ModelStep[]): Promise<string> {
    sequence += 1
    const campaign = await storeCampaign(team.call, { name: `Walk ${sequence}` })
    for (const step of steps) {
      const result = await give(campaign.id, step.event as CampaignLifecycleEvent)
      expect(result, `${step.from} --${step.event.type}-->`).toEqual({ accepted: true })
    }
    return campaign.id
  }

  /** The stored events fold to `key`, and the campaign's columns say the same. */
  async function expectAt(campaignId: string, key: string) {
    const folded = await foldCampaign(server.db, campaignId)
    expect(campaignLifecycleKey(folded)).toBe(key)
    const shown = (await team.call('GET', `sms/campaigns/${campaignId}`)).body
    expect(shown.lifecycle).toEqual(lifecycleOf(folded))
    expect(shown.status).toBe(lifecycleOf(folded).delivery)
    return folded
  }

  it('reaches every state of the model', () => {
    expect([...approach.keys()].sort()).toEqual([...graph.states].sort())
  })

  it.each(graph.states)('%s', async (key) => {
    const steps = approach.get(key) ?? []
    const model = modelStateAfter(steps)
    const campaignId = await campaignAt(steps)
    const stored = await expectAt(campaignId, key)

    // An edit: taken (and nothing moves) in a draft, refused with the reason elsewhere.
    const edit = await team.call('PUT', `sms/campaigns/${campaignId}`, { name: `Edited ${key}` })
    const configure: CampaignLifecycleEvent = {
      type: 'campaign.configure',
      ...model.context,
    }
    if (model.can(configure)) expect(edit.status).toBe(200)
    else {
      expect(edit.status).toBe(409)
      expect(edit.body.message).toBe(lifecycleRefusalText(stored, configure))
    }
    await expectAt(campaignId, key)

    const refused = probes.filter((event) => !model.can(event))
    for (const event of refused) {
      expect(await give(campaignId, event), event.type).toEqual({
        accepted: false,
        reason: lifecycleRefusalText(stored, event),
      })
    }
    await expectAt(campaignId, key)

    const accepted = probes.filter((event) => model.can(event))
    for (const [index, event] of accepted.entries()) {
      const id = index === 0 ? campaignId : await campaignAt(steps)
      expect(await give(id, event), event.type).toEqual({ accepted: true })
      const next = getNextSnapshot(campaignLifecycleMachine, model, event)
      await expectAt(id, campaignLifecycleKey(next))
    }
  })
})

/**
 * What an operator means by each stop (docs/server.md "Lifecycle: what each command means"),
 * through the API: written from those decisions, not from the machine.
 */
describe.each(backends)('what each stop means to an operator on %s', (backend) => {
  const server = useTestServer(backend)
  let team: CampaignTeam

  beforeAll(async () => {
    team = await campaignTeam(server)
  })

  const post = (id: string, command: string) => team.call('POST', `sms/campaigns/${id}/${command}`)

  async function recurringSent(name: string) {
    const campaign = await storeCampaign(team.call, {
      name,
      ...readyBody(team, { recurring: true }),
    })
    const sent = await post(campaign.id, 'send')
    expect(sent.body.lifecycle).toEqual({
      delivery: 'scheduled',
      recurrence: 'active',
      feed: 'none',
    })
    return campaign.id
  }

  it('before the first run, stop-recurring is refused and the planner stop takes the send back', async () => {
    const id = await recurringSent('Not run yet')
    const refused = await post(id, 'stop-recurring-sends')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'It has not run yet: take it off the planner to change it, or stop it.',
    )
    const unplanned = await post(id, 'planner/stop')
    expect(unplanned.status).toBe(200)
    expect(unplanned.body.lifecycle).toEqual({
      delivery: 'draft',
      recurrence: 'none',
      feed: 'none',
    })
    expect((await post(id, 'send')).body.status).toBe('scheduled')
  })

  it('while a run is under way, only stop-recurring ends the recurrence', async () => {
    const id = await recurringSent('Running')
    expect((await appendEngineOutcome(server.deps, id, { type: 'engine.started' })).accepted).toBe(
      true,
    )
    const planner = await post(id, 'planner/stop')
    expect(planner.status).toBe(409)
    expect(planner.body.message).toBe(
      'Only a campaign waiting for its first run can be taken off the planner; this one is sending.',
    )
    const stopped = await post(id, 'stop-recurring-sends')
    expect(stopped.body.lifecycle).toEqual({
      delivery: 'sending',
      recurrence: 'stopped',
      feed: 'none',
    })
  })

  it('between runs, the planner stop is refused: stop-recurring completes the campaign', async () => {
    const id = await recurringSent('Between runs')
    await appendEngineOutcome(server.deps, id, { type: 'engine.started' })
    await appendEngineOutcome(server.deps, id, { type: 'engine.runFinished' })
    const planner = await post(id, 'planner/stop')
    expect(planner.status).toBe(409)
    expect(planner.body.message).toBe('It has run already: stop its recurring sends instead.')
    const stopped = await post(id, 'stop-recurring-sends')
    expect(stopped.body).toMatchObject({
      status: 'completed',
      runs: 1,
      lifecycle: { delivery: 'completed', recurrence: 'stopped', feed: 'none' },
    })
  })
})
