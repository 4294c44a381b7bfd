export { createSegmentBuilderActors, type SegmentBuilderActorDeps } from './segmentBuilder.actors'
export {
  type PreviewOutcome,
  type SegmentBuilderContext,
  type SegmentBuilderEvent,
  type SegmentBuilderInput,
  type SegmentBuilderMachine,
  type SegmentBuilderRef,
  type SegmentBuilderSnapshot,
  segmentBuilderMachine,
} from './segmentBuilder.machine'
export {
  type PreviewView,
  selectNextNodeId,
  selectPreview,
  selectPreviewView,
  selectRuleErrors,
  selectTree,
} from './selectors'
