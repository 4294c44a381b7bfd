import { fromPromise } from 'xstate'
import type { CountReading } from './segmentCount.machine'

export interface SegmentCountActorDeps {
  /** GET segments/{id}/progress; rejects with a message people can read. */
  readProgress(signal: AbortSignal): Promise<CountReading>
  /** POST segments/{id}/reset-progress. */
  resetProgress(signal: AbortSignal): Promise<CountReading>
}

export function createSegmentCountActors(deps: SegmentCountActorDeps) {
  return {
    readProgress: fromPromise<CountReading, void>(({ signal }) => deps.readProgress(signal)),
    resetProgress: fromPromise<CountReading, void>(({ signal }) => deps.resetProgress(signal)),
  }
}
