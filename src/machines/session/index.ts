export {
  selectCanResendVerification,
  selectIsConnectionLost,
  selectIsReloadingUser,
  selectIsSettled,
  selectIsSignedIn,
  selectIsSignedOut,
  selectIsStaff,
  selectProblem,
  selectUser,
  selectVerification,
  type VerificationStatus,
} from './selectors'
export { createSessionActors, type SessionActorDeps } from './session.actors'
export {
  type SessionActorRef,
  type SessionMachine,
  type SessionSnapshot,
  sessionMachine,
} from './session.machine'
export type {
  CurrentToken,
  LoadedUser,
  SessionContext,
  SessionEvent,
  SessionUser,
  StoredSession,
} from './session.types'
