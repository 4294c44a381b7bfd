export { createSegmentCountActors, type SegmentCountActorDeps } from './segmentCount.actors'
export {
  type CountReading,
  isCountRunning,
  type SegmentCountContext,
  type SegmentCountEvent,
  type SegmentCountMachine,
  type SegmentCountRef,
  type SegmentCountSnapshot,
  segmentCountMachine,
} from './segmentCount.machine'
export {
  selectContactCount,
  selectCountFailed,
  selectCountProblem,
  selectIsResetting,
  selectIsRunning,
  selectProgress,
} from './selectors'
