import type { AnyMachineSnapshot } from 'xstate'
import {
  type CampaignLifecycleEvent,
  campaignLifecycleMachine,
} from '../../../src/machines/campaignLifecycle'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

const configure = (missing: string[], recurring: boolean, feed: boolean) =>
  ({ type: 'campaign.configure', missing, recurring, feed }) as const

/** Every command and engine outcome, with the payloads that choose between guards. */
export const campaignLifecycleEvents: CampaignLifecycleEvent[] = [
  configure(['a sender id'], false, false),
  configure([], false, false),
  configure([], true, false),
  configure([], false, true),
  configure([], true, true),
  { type: 'campaign.send', later: false },
  { type: 'campaign.send', later: true },
  { type: 'campaign.pause' },
  { type: 'campaign.resume' },
  { type: 'campaign.stop' },
  { type: 'campaign.stopRecurring' },
  { type: 'campaign.stopFeed' },
  { type: 'campaign.stopPlanner' },
  { type: 'engine.started' },
  { type: 'engine.runFinished' },
  { type: 'engine.failed', reason: 'The carrier refused every message.' },
]

/** The context that changes behaviour is part of the state: readiness, recurrence, feed, a run. */
export function campaignLifecycleKey(snapshot: AnyMachineSnapshot): string {
  const { missing, recurring, feed, runs } = snapshot.context
  const flags = [
    missing.length === 0 ? 'ready' : 'unready',
    recurring ? 'recurring' : 'once',
    feed ? 'feed' : 'no-feed',
    runs > 0 ? 'has-run' : 'no-run',
  ]
  return `${stateKeyOf(snapshot)} [${flags.join(' ')}]`
}

export const campaignLifecycleModel = defineMachineModel(campaignLifecycleMachine, {
  input: { missing: ['a text'] },
  stateKey: campaignLifecycleKey,
  events: campaignLifecycleEvents,
})
