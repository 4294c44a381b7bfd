export { type ApiTokenActorDeps, createApiTokenActors } from './apiToken.actors'
export {
  type ApiTokenContext,
  type ApiTokenEvent,
  type ApiTokenMachine,
  type ApiTokenRef,
  type ApiTokenSnapshot,
  apiTokenMachine,
  type TokenOutcome,
} from './apiToken.machine'
export {
  type CopyStatus,
  selectCopyStatus,
  selectIsCreating,
  selectRevealedSecret,
  selectTokenAlert,
  selectTokenFieldErrors,
} from './selectors'
