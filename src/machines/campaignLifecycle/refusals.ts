import type { CampaignLifecycleEvent, CampaignLifecycleSnapshot } from './campaignLifecycle.machine'
import { deliveryOf, feedOf, isRunHeldOpen, lifecycleOf, recurrenceOf } from './selectors'

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
      if (recurrenceOf(snapshot) === 'none') return 'The campaign has no recurring sends.'
      return recurrenceOf(snapshot) === 'active'
        ? 'It has not run yet: take it off the planner to change it, or stop it.'
        : 'Its recurring sends are already stopped.'
    case 'campaign.stopFeed':
      return feedOf(snapshot) === 'none'
        ? 'The campaign is not reading a feed.'
        : 'Its feed is already stopped.'
    case 'campaign.stopPlanner':
      return delivery === 'scheduled'
        ? 'It has run already: stop its recurring sends instead.'
        : `Only a campaign waiting for its first run can be taken off the planner; this one is ${delivery}.`
    case 'engine.runFinished':
      if (delivery === 'sending' && isRunHeldOpen(lifecycleOf(snapshot)))
        return 'Its feed still streams: the run stays open until the feed is stopped.'
      return `The delivery engine reported ${event.type} while the campaign is ${delivery}.`
    default:
      return `The delivery engine reported ${event.type} while the campaign is ${delivery}.`
  }
}
