import { fromPromise } from 'xstate'
import type { SegmentCountMode } from '../../contract/segment'
import type { RuleGroup } from '../../contract/segment-rules'
import type { PreviewOutcome } from './segmentBuilder.machine'

export interface SegmentBuilderActorDeps {
  /**
   * POST segments/preview, counting as `count` asks; the signal is aborted when the rules change
   * again (every keystroke, once typing pauses), so an answer for old rules never lands.
   */
  preview(rules: RuleGroup, count: SegmentCountMode, signal: AbortSignal): Promise<PreviewOutcome>
}

export function createSegmentBuilderActors(deps: SegmentBuilderActorDeps) {
  return {
    preview: fromPromise<PreviewOutcome, { rules: RuleGroup; count: SegmentCountMode }>(
      ({ input, signal }) => deps.preview(input.rules, input.count, signal),
    ),
  }
}
