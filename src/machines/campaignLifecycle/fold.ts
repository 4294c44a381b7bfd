import { getInitialSnapshot, getNextSnapshot } from 'xstate'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleInput,
  type CampaignLifecycleSnapshot,
  campaignLifecycleMachine,
} from './campaignLifecycle.machine'
import { type RefusalCode, refusalOf } from './refusals'

/** A campaign's lifecycle now: its stored events, in order, folded through the machine. */
export function foldLifecycle(
  input: CampaignLifecycleInput,
  events: Iterable<CampaignLifecycleEvent>,
): CampaignLifecycleSnapshot {
  let snapshot = getInitialSnapshot(campaignLifecycleMachine, input)
  for (const event of events) snapshot = getNextSnapshot(campaignLifecycleMachine, snapshot, event)
  return snapshot
}

export type LifecycleDecision =
  | { accepted: true; snapshot: CampaignLifecycleSnapshot }
  | { accepted: false; reason: RefusalCode }

/** Whether an event may be stored after the campaign's current lifecycle, and what follows. */
export function decide(
  snapshot: CampaignLifecycleSnapshot,
  event: CampaignLifecycleEvent,
): LifecycleDecision {
  const reason = refusalOf(snapshot, event)
  return reason === null
    ? { accepted: true, snapshot: getNextSnapshot(campaignLifecycleMachine, snapshot, event) }
    : { accepted: false, reason }
}
