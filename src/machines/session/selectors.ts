import type { SessionSnapshot } from './session.machine'
import type { SessionUser } from './session.types'

/** Settled: signed in, signed out or the server unreachable; the guards wait for it. */
export const selectIsSettled = (snapshot: SessionSnapshot) => snapshot.hasTag('settled')

export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn')

/** Signed in, but the token's refresh got no usable answer: the connection is lost for now. */
export const selectIsConnectionLost = (snapshot: SessionSnapshot) => snapshot.hasTag('offline')

export const selectIsSignedOut = (snapshot: SessionSnapshot) => snapshot.hasTag('signedOut')

export const selectUser = (snapshot: SessionSnapshot): SessionUser | null => snapshot.context.user

/** Platform staff, who may use the management area (spec §6). */
export const selectIsStaff = (snapshot: SessionSnapshot) => snapshot.context.user?.is_staff === true

export const selectProblem = (snapshot: SessionSnapshot) => snapshot.context.problem

export type VerificationStatus = 'unverified' | 'sendingNotice' | 'noticeSent' | 'verified'

/** Where the email verification stands; null when nobody is signed in. */
export function selectVerification(snapshot: SessionSnapshot): VerificationStatus | null {
  if (!snapshot.hasTag('signedIn')) return null
  if (snapshot.matches({ signedIn: { verification: 'verified' } })) return 'verified'
  if (snapshot.matches({ signedIn: { verification: 'sendingNotice' } })) return 'sendingNotice'
  if (snapshot.matches({ signedIn: { verification: 'noticeSent' } })) return 'noticeSent'
  return 'unverified'
}

/** A verification mail may be asked for now (not while one is sent or cooling down). */
export const selectCanResendVerification = (snapshot: SessionSnapshot) =>
  snapshot.can({ type: 'session.resendVerification' })

/** The user is being fetched again (after a verification link, a 409, another tab). */
export const selectIsReloadingUser = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: { user: 'reloading' } })
