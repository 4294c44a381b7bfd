import type { CampaignLifecycleEvent, CampaignLifecycleSnapshot } from './campaignLifecycle.machine'
import { deliveryOf, feedOf, isRunHeldOpen, lifecycleOf, recurrenceOf } from './selectors'

/**
 * Why the lifecycle refuses an event, as a code: the server's 409 message and the client's
 * hint say it in the reader's language (src/messages/campaigns, `refusal.<code>`).
 */
export type RefusalCode =
  | 'notDraft'
  | 'notReady'
  | 'alreadySent'
  | 'notSending'
  | 'notPaused'
  | 'notUnderWay'
  | 'notRecurring'
  | 'notRunYet'
  | 'recurrenceStopped'
  | 'noFeed'
  | 'feedStopped'
  | 'hasRun'
  | 'notWaiting'
  | 'feedHoldsRun'
  | 'unexpectedOutcome'

/** Why the lifecycle refuses an event in this state, or null when it is accepted. */
export function refusalOf(
  snapshot: CampaignLifecycleSnapshot,
  event: CampaignLifecycleEvent,
): RefusalCode | null {
  if (snapshot.can(event)) return null
  const delivery = deliveryOf(snapshot)
  switch (event.type) {
    case 'campaign.configure':
      return 'notDraft'
    case 'campaign.send':
      return delivery === 'draft' ? 'notReady' : 'alreadySent'
    case 'campaign.pause':
      return 'notSending'
    case 'campaign.resume':
      return 'notPaused'
    case 'campaign.stop':
      return 'notUnderWay'
    case 'campaign.stopRecurring':
      if (recurrenceOf(snapshot) === 'none') return 'notRecurring'
      return recurrenceOf(snapshot) === 'active' ? 'notRunYet' : 'recurrenceStopped'
    case 'campaign.stopFeed':
      return feedOf(snapshot) === 'none' ? 'noFeed' : 'feedStopped'
    case 'campaign.stopPlanner':
      return delivery === 'scheduled' ? 'hasRun' : 'notWaiting'
    case 'engine.runFinished':
      if (delivery === 'sending' && isRunHeldOpen(lifecycleOf(snapshot))) return 'feedHoldsRun'
      return 'unexpectedOutcome'
    default:
      return 'unexpectedOutcome'
  }
}
