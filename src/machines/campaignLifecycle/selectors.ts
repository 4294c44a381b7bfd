import type { CampaignLifecycleSnapshot } from './campaignLifecycle.machine'

export type DeliveryState =
  | 'draft'
  | 'scheduled'
  | 'sending'
  | 'paused'
  | 'completed'
  | 'stopped'
  | 'failed'
export type RecurrenceState = 'none' | 'active' | 'stopped'
export type FeedState = 'none' | 'streaming' | 'stopped'

export interface LifecycleValue {
  delivery: DeliveryState
  recurrence: RecurrenceState
  feed: FeedState
}

const regionsOf = (snapshot: CampaignLifecycleSnapshot) => snapshot.value as LifecycleValue

/** The campaign's status as lists show it: where its delivery is. */
export const deliveryOf = (snapshot: CampaignLifecycleSnapshot) => regionsOf(snapshot).delivery
export const recurrenceOf = (snapshot: CampaignLifecycleSnapshot) => regionsOf(snapshot).recurrence
export const feedOf = (snapshot: CampaignLifecycleSnapshot) => regionsOf(snapshot).feed

/** The three regions at once, as the API presents a campaign's lifecycle. */
export const lifecycleOf = (snapshot: CampaignLifecycleSnapshot): LifecycleValue => ({
  ...regionsOf(snapshot),
})
export const selectIsEditable = (snapshot: CampaignLifecycleSnapshot) => snapshot.hasTag('editable')
export const selectIsLive = (snapshot: CampaignLifecycleSnapshot) => snapshot.hasTag('live')
export const selectHasEnded = (snapshot: CampaignLifecycleSnapshot) => snapshot.hasTag('ended')

/**
 * Whether a sending campaign's run stays open once its queue is empty: the machine's
 * `isRunHeldByFeed` read from the stored regions, which is all the engines' queries have (a
 * one-off campaign's streaming feed; a recurring campaign's runs end and newcomers wait).
 */
export const isRunHeldOpen = (lifecycle: Pick<LifecycleValue, 'feed' | 'recurrence'>) =>
  lifecycle.feed === 'streaming' && lifecycle.recurrence === 'none'
