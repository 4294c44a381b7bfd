import { fromPromise } from 'xstate'
import type { BulkOutcome, BulkSelection, TagAction } from './contactSelection.machine'

export interface ContactSelectionActorDeps {
  applyTags(
    request: { action: TagAction; tags: string[]; selection: BulkSelection },
    signal: AbortSignal,
  ): Promise<BulkOutcome>
  deleteSelection(selection: BulkSelection, signal: AbortSignal): Promise<BulkOutcome>
  /** Fetches the CSV and hands it to the browser as a download. */
  exportSelection(selection: BulkSelection, signal: AbortSignal): Promise<BulkOutcome>
}

export function createContactSelectionActors(deps: ContactSelectionActorDeps) {
  return {
    applyTags: fromPromise<
      BulkOutcome,
      { action: TagAction; tags: string[]; selection: BulkSelection }
    >(({ input, signal }) => deps.applyTags(input, signal)),
    deleteSelection: fromPromise<BulkOutcome, { selection: BulkSelection }>(({ input, signal }) =>
      deps.deleteSelection(input.selection, signal),
    ),
    exportSelection: fromPromise<BulkOutcome, { selection: BulkSelection }>(({ input, signal }) =>
      deps.exportSelection(input.selection, signal),
    ),
  }
}
