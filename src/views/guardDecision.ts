import type { ProblemCode } from '../machines/problems'
import { type SessionSnapshot, selectIsStaff, selectVerification } from '../machines/session'
import type { GuardName } from './frame/pages'

const unreachable: ProblemCode = 'problem.unreachable'

/**
 * A path inside the app to return to, or '/' for anything else (another origin, a protocol
 * relative `//host`, a backslash trick), so a crafted link cannot send people elsewhere.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/'
  if (value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value
}

/** Where a verified address leads: the onboarding profile after a first sign-up, else home. */
export function afterVerification(snapshot: SessionSnapshot): string {
  return snapshot.context.user?.profile?.completed_at ? '/' : '/onboarding/profile'
}

export type GuardDecision =
  | { kind: 'allow' }
  /** The server could not be reached: a signed-in page cannot be shown, nor refused. */
  | { kind: 'unavailable'; message: string }
  /** To the sign-in page, with the page asked for to return to. */
  | { kind: 'signIn'; redirect: string }
  /** To a page of the app, by its path (and query). */
  | { kind: 'redirect'; href: string }
  /** The page is not for this user (the staff area): it is not shown to exist. */
  | { kind: 'notFound' }

/**
 * The four guards of spec §2 over a settled session: `auth` wants someone signed in, `guest`
 * nobody, `unverified` a signed-in user whose address is not verified yet, `verified` one whose
 * address is. `staff` (the management area, spec §6) wants a verified user with the staff flag.
 * `href` is the page asked for, returned to after sign-in.
 */
export function decideGuard(
  guard: GuardName,
  snapshot: SessionSnapshot,
  href: string,
  redirectTo?: unknown,
): GuardDecision {
  if (guard === 'public') return { kind: 'allow' }
  const signedIn = snapshot.hasTag('signedIn')
  const signedOut = snapshot.hasTag('signedOut')
  if (guard === 'guest')
    return signedIn ? { kind: 'redirect', href: safeRedirect(redirectTo) } : { kind: 'allow' }
  if (signedOut) return { kind: 'signIn', redirect: href }
  if (!signedIn)
    return {
      kind: 'unavailable',
      message: snapshot.context.problem ?? unreachable,
    }
  const verified = selectVerification(snapshot) === 'verified'
  if (guard === 'unverified' && verified)
    return { kind: 'redirect', href: afterVerification(snapshot) }
  if ((guard === 'verified' || guard === 'staff') && !verified)
    return { kind: 'redirect', href: '/verify-email' }
  if (guard === 'staff' && !selectIsStaff(snapshot)) return { kind: 'notFound' }
  return { kind: 'allow' }
}
