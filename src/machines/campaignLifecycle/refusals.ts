import type { CampaignLifecycleEvent, CampaignLifecycleSnapshot } from './campaignLifecycle.machine'
import { deliveryOf, feedOf, recurrenceOf } from './selectors'

/**
 * Why the lifecycle refuses an event in this state, for people (the server's 409 message and
 * the client's disabled-action hint), or null when it is accepted.
 */
export function refusalOf(
  snapshot: CampaignLifecycleSnapshot,
  event: CampaignLifecycleEvent,
): string | null {
  if (snapshot.can(event)) return null
  const delivery = deliveryOf(snapshot)
  switch (event.type) {
    case 'campaign.configure':
      return `Only a draft can be edited; this campaign is ${delivery}.`
    case 'campaign.send':
      return delivery === 'draft'
        ? `The campaign is not ready: ${snapshot.context.missing.join(', ')}.`
        : `The campaign was already sent; it is ${delivery}.`
    case 'campaign.pause':
      return `Only a sending campaign can be paused; this one is ${delivery}.`
    case 'campaign.resume':
      return `Only a paused campaign can be resumed; this one is ${delivery}.`
    case 'campaign.stop':
      return `Only a scheduled, sending or paused campaign can be stopped; this one is ${delivery}.`
    case 'campaign.stopRecurring':
      return recurrenceOf(snapshot) === 'none'
        ? 'The campaign has no recurring sends.'
        : 'Its recurring sends are already stopped.'
    case 'campaign.stopFeed':
      return feedOf(snapshot) === 'none'
        ? 'The campaign is not reading a feed.'
        : 'Its feed is already stopped.'
    case 'campaign.stopPlanner':
      return 'The planner holds no schedule for this campaign.'
    default:
      return `The delivery engine reported ${event.type} while the campaign is ${delivery}.`
  }
}
