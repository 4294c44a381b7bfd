export {
  type CampaignCommand,
  type CampaignLifecycleContext,
  type CampaignLifecycleEvent,
  type CampaignLifecycleInput,
  type CampaignLifecycleMachine,
  type CampaignLifecycleRef,
  type CampaignLifecycleSnapshot,
  campaignLifecycleMachine,
  type EngineOutcome,
} from './campaignLifecycle.machine'
export { decide, foldLifecycle, type LifecycleDecision } from './fold'
export { type RefusalCode, refusalOf } from './refusals'
export {
  type DeliveryState,
  deliveryOf,
  type FeedState,
  feedOf,
  isRunHeldOpen,
  lifecycleOf,
  type RecurrenceState,
  recurrenceOf,
  selectHasEnded,
  selectIsEditable,
  selectIsLive,
} from './selectors'
