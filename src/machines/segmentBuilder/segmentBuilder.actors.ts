import { fromPromise } from 'xstate'
import type { RuleGroup } from '../../contract/segment-rules'
import type { PreviewOutcome } from './segmentBuilder.machine'

export interface SegmentBuilderActorDeps {
  /** POST segments/preview; the signal is aborted when the rules change again. */
  preview(rules: RuleGroup, signal: AbortSignal): Promise<PreviewOutcome>
}

export function createSegmentBuilderActors(deps: SegmentBuilderActorDeps) {
  return {
    preview: fromPromise<PreviewOutcome, { rules: RuleGroup }>(({ input, signal }) =>
      deps.preview(input.rules, signal),
    ),
  }
}
