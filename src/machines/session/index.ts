export {
  selectCanResendVerification,
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
export { type CallResult, createSessionActors, type SessionActorDeps } from './session.actors'
export {
  type CurrentToken,
  type LoadedUser,
  type SessionActorRef,
  type SessionContext,
  type SessionEvent,
  type SessionFailure,
  type SessionMachine,
  type SessionSnapshot,
  type SessionUser,
  type StoredSession,
  sessionMachine,
} from './session.machine'
