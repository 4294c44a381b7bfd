export { createFeedKeyActors, type FeedKeyActorDeps } from './feedKey.actors'
export {
  type CopyTarget,
  type FeedKeyContext,
  type FeedKeyEvent,
  type FeedKeyInput,
  type FeedKeyMachine,
  type FeedKeyOutcome,
  type FeedKeyRef,
  type FeedKeySnapshot,
  feedKeyMachine,
} from './feedKey.machine'
export { postingExample } from './postingExample'
export {
  type CopyStatus,
  selectCopy,
  selectIsLoadingKey,
  selectKeyFailure,
  selectPosting,
} from './selectors'
