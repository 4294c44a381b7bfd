import { fromPromise } from 'xstate'
import type { Result } from '../../contract/result'
import type { PostingKey } from './feedKey.machine'

export interface FeedKeyActorDeps {
  load(feedId: string, signal: AbortSignal): Promise<Result<PostingKey>>
  /** Writes text to the clipboard (navigator.clipboard in the app). */
  writeClipboard(text: string): Promise<void>
}

export function createFeedKeyActors(deps: FeedKeyActorDeps) {
  return {
    loadKey: fromPromise<Result<PostingKey>, { feedId: string }>(({ input, signal }) =>
      deps.load(input.feedId, signal),
    ),
    copyText: fromPromise<void, { text: string }>(({ input }) => deps.writeClipboard(input.text)),
  }
}
