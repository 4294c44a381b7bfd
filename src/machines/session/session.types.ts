import { type Failure, failure } from '../../contract/result'
import type { UserResource } from '../../contract/user'

export type SessionUser = UserResource

/** What local storage holds when the app starts (spec §3): the token and the refresh marker. */
export interface StoredSession {
  token: string | null
  refreshAt: number | null
}

/** A usable access token and the refresh marker stored with it. */
export interface CurrentToken {
  token: string
  refreshAt: number
}

/** The user as fetched: from the server, or the cookie-persisted copy (spec §4). */
export interface LoadedUser {
  user: SessionUser
  cached: boolean
}

export interface SessionContext {
  token: string | null
  refreshAt: number | null
  user: SessionUser | null
  /** The user is the cookie's copy, not yet confirmed by the server. */
  userIsCached: boolean
  /** The last failure worth telling people about (server unreachable, resend refused). */
  problem: string | null
  /** Refreshes in a row that got no usable answer: the next waits twice as long. */
  reconnectAttempts: number
}

export type SessionEvent =
  /** A sign-in screen got a session; its tokens are already stored. */
  | { type: 'session.signedIn'; token: string; refreshAt: number; user: SessionUser }
  | { type: 'session.signOut' }
  /** The API refused the session (401 or 419 after the refresh): the tokens are cleared. */
  | { type: 'session.expired' }
  /** Another tab signed in, refreshed (a token) or signed out (null). */
  | { type: 'session.tokenChanged'; token: string | null; refreshAt: number | null }
  /** A call answered the user anew (profile saved, team switched, invitation accepted). */
  | { type: 'session.userChanged'; user: SessionUser }
  /** Fetch the user from the server again (after a verification link, on a 409). */
  | { type: 'session.reload' }
  /** Try again now: the server once it could not be reached, or the lost connection. */
  | { type: 'session.retry' }
  /** A refresh got no usable answer elsewhere (the HTTP client's): the connection is lost. */
  | { type: 'session.connectionLost' }
  /** The browser is back online. */
  | { type: 'session.online' }
  | { type: 'session.resendVerification' }
  /** Raised inside the machine when a fresh user is stored. */
  | { type: 'session.userLoaded' }

/** An actor's error as the contract's failure (a thrown Error had no answer: status 0). */
export const failureOf = (error: unknown): Failure => {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  const fromResult = (error as Partial<Failure> | null)?.error?.message
  return failure(
    fromResult ?? (typeof message === 'string' ? message : String(error)),
    typeof status === 'number' ? status : 0,
  )
}
