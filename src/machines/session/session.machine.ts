import {
  type ActorRefFrom,
  assign,
  fromCallback,
  fromPromise,
  not,
  raise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import { session as sessionConstants } from '../../contract/constants'
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

/** How a call of the session failed: its HTTP status (0 when there was no answer). */
export interface SessionFailure {
  status: number
  message: string
}

export interface SessionContext {
  token: string | null
  refreshAt: number | null
  user: SessionUser | null
  /** The user is the cookie's copy, not yet confirmed by the server. */
  userIsCached: boolean
  /** The last failure worth telling people about (server unreachable, resend refused). */
  problem: string | null
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
  | { type: 'session.retry' }
  | { type: 'session.resendVerification' }
  /** Raised inside the machine when a fresh user is stored. */
  | { type: 'session.userLoaded' }

const failureOf = (error: unknown): SessionFailure => {
  const { status, message } = (error ?? {}) as Partial<SessionFailure>
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : String(error),
  }
}

/**
 * The session (spec §4). At start the token is read from local storage: none means signed out
 * (user and token cleared, token/logout called, the page left for /login unless it is public);
 * a passed refresh marker means a refresh first; then the user is fetched, from the cookie's
 * copy when there is one (then confirmed in the background). A 401 while fetching the user
 * signs out. Signed in, three regions run side by side: the token (refreshed when the marker
 * passes), the email verification (unverified, notice sent, verified) and the user (reloaded on
 * demand). Side effects are the placeholder actors and actions below, provided by the app.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restore: fromPromise<StoredSession>(async () => ({ token: null, refreshAt: null })),
    renewToken: fromPromise<CurrentToken, { token: string | null }>(async () => {
      throw new Error('renewToken is provided by the app')
    }),
    fetchUser: fromPromise<LoadedUser, { force: boolean }>(async () => {
      throw new Error('fetchUser is provided by the app')
    }),
    sendVerificationNotice: fromPromise<void>(async () => undefined),
    signOut: fromPromise<void>(async () => undefined),
    /** Feeds the machine what happens elsewhere: other tabs, the HTTP client's catalogue. */
    listen: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    storeToken: assign((_, params: { token: string | null; refreshAt: number | null }) => ({
      token: params.token,
      refreshAt: params.refreshAt,
    })),
    storeUser: assign((_, params: { user: SessionUser; cached: boolean }) => ({
      user: params.user,
      userIsCached: params.cached,
      problem: null,
    })),
    /** A sign-in screen's session: its token and its user, fresh from the server. */
    startSession: assign(({ event }) => {
      const { token, refreshAt, user } = event as Extract<
        SessionEvent,
        { type: 'session.signedIn' }
      >
      return { token, refreshAt, user, userIsCached: false, problem: null }
    }),
    clearSession: assign({ token: null, refreshAt: null, user: null, userIsCached: false }),
    storeProblem: assign((_, params: { error: unknown }) => ({
      problem: failureOf(params.error).message,
    })),
    clearProblem: assign({ problem: null }),
    announceUser: raise({ type: 'session.userLoaded' }),
    /** Keeps the user in its cookie and the dictionary cache on the user's team. */
    persistUser: (_, _params: { user: SessionUser }) => {},
    /** Drops what the browser keeps of the session: the cookie's user, the dictionaries. */
    forgetSession: () => {},
    /** Leaves for /login unless the page is public (guest and public pages stay). */
    redirectToLogin: () => {},
    /** The session was lost, not ended: keep the forms being edited for after sign-in. */
    saveDrafts: () => {},
    /** The user signed out: nothing of theirs is kept for the next one. */
    clearDrafts: () => {},
  },
  guards: {
    hasStoredToken: ({ event }) => (event as { output?: StoredSession }).output?.token != null,
    isStoredRefreshDue: ({ event }) => {
      const { refreshAt } = (event as unknown as { output: StoredSession }).output
      return refreshAt === null || refreshAt <= Date.now()
    },
    isUnauthenticated: ({ event }) =>
      failureOf((event as { error?: unknown }).error).status === 401,
    isVerified: ({ context }) => context.user?.email_verified_at != null,
    isUserCached: ({ context }) => context.userIsCached,
    isTokenGone: ({ event }) => (event as { token?: string | null }).token === null,
    hasNewToken: ({ event }) => (event as { token?: string | null }).token != null,
  },
  delays: {
    /** Until the refresh marker passes; never longer than the marker's own span. */
    untilRefreshDue: ({ context }) =>
      Math.min(
        sessionConstants.refreshMarkerMs,
        Math.max(0, (context.refreshAt ?? 0) - Date.now()),
      ),
    resendCooldown: sessionConstants.verificationResendCooldownMs,
  },
}).createMachine({
  id: 'session',
  context: { token: null, refreshAt: null, user: null, userIsCached: false, problem: null },
  invoke: { id: 'listen', src: 'listen' },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          { guard: not('hasStoredToken'), target: 'signingOut' },
          {
            guard: 'isStoredRefreshDue',
            target: 'renewing',
            actions: { type: 'storeToken', params: ({ event }) => event.output },
          },
          {
            target: 'loadingUser',
            actions: { type: 'storeToken', params: ({ event }) => event.output },
          },
        ],
        onError: 'signingOut',
      },
    },
    renewing: {
      invoke: {
        id: 'renewToken',
        src: 'renewToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'loadingUser',
          actions: { type: 'storeToken', params: ({ event }) => event.output },
        },
        onError: 'signingOut',
      },
    },
    loadingUser: {
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: { force: false },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.output },
            { type: 'persistUser', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: 'isUnauthenticated', target: 'signingOut' },
          {
            target: 'unavailable',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    unavailable: {
      tags: ['settled'],
      on: {
        'session.retry': { target: 'loadingUser', actions: 'clearProblem' },
        'session.signOut': 'signingOut',
        'session.signedIn': {
          target: 'signedIn',
          actions: ['startSession', { type: 'persistUser', params: ({ event }) => event }],
        },
      },
    },
    signedIn: {
      type: 'parallel',
      tags: ['settled', 'signedIn'],
      on: {
        'session.signOut': { target: 'signingOut', actions: 'clearDrafts' },
        'session.expired': { target: 'signingOut', actions: 'saveDrafts' },
        'session.tokenChanged': {
          guard: 'isTokenGone',
          target: 'signingOut',
          actions: 'saveDrafts',
        },
        'session.userChanged': {
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.user, cached: false }) },
            { type: 'persistUser', params: ({ event }) => event },
            'announceUser',
          ],
        },
      },
      states: {
        token: {
          initial: 'fresh',
          states: {
            fresh: {
              after: { untilRefreshDue: 'renewing' },
              on: {
                'session.tokenChanged': {
                  guard: 'hasNewToken',
                  target: 'fresh',
                  reenter: true,
                  actions: { type: 'storeToken', params: ({ event }) => event },
                },
              },
            },
            renewing: {
              invoke: {
                id: 'renewToken',
                src: 'renewToken',
                input: ({ context }) => ({ token: context.token }),
                onDone: {
                  target: 'fresh',
                  actions: { type: 'storeToken', params: ({ event }) => event.output },
                },
                onError: { target: '#session.signingOut', actions: 'saveDrafts' },
              },
              on: {
                'session.tokenChanged': {
                  guard: 'hasNewToken',
                  target: 'fresh',
                  actions: { type: 'storeToken', params: ({ event }) => event },
                },
              },
            },
          },
        },
        verification: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isVerified', target: 'verified' }, { target: 'unverified' }],
            },
            unverified: {
              on: {
                'session.resendVerification': { target: 'sendingNotice', actions: 'clearProblem' },
                'session.userLoaded': { guard: 'isVerified', target: 'verified' },
              },
            },
            sendingNotice: {
              invoke: {
                id: 'sendVerificationNotice',
                src: 'sendVerificationNotice',
                onDone: 'noticeSent',
                onError: {
                  target: 'unverified',
                  actions: {
                    type: 'storeProblem',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
              on: { 'session.userLoaded': { guard: 'isVerified', target: 'verified' } },
            },
            noticeSent: {
              initial: 'coolingDown',
              on: { 'session.userLoaded': { guard: 'isVerified', target: 'verified' } },
              states: {
                coolingDown: { after: { resendCooldown: 'ready' } },
                ready: {
                  on: {
                    'session.resendVerification': {
                      target: '#session.signedIn.verification.sendingNotice',
                      actions: 'clearProblem',
                    },
                  },
                },
              },
            },
            verified: {
              // A changed address is unverified again until its new link is followed.
              on: { 'session.userLoaded': { guard: not('isVerified'), target: 'unverified' } },
            },
          },
        },
        user: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isUserCached', target: 'reloading' }, { target: 'current' }],
            },
            current: {
              on: {
                'session.reload': 'reloading',
                // Another tab's sign-in may be someone else's.
                'session.tokenChanged': { guard: 'hasNewToken', target: 'reloading' },
              },
            },
            reloading: {
              invoke: {
                id: 'fetchUser',
                src: 'fetchUser',
                input: { force: true },
                onDone: {
                  target: 'current',
                  actions: [
                    { type: 'storeUser', params: ({ event }) => event.output },
                    { type: 'persistUser', params: ({ event }) => event.output },
                    'announceUser',
                  ],
                },
                onError: [
                  {
                    guard: 'isUnauthenticated',
                    target: '#session.signingOut',
                    actions: 'saveDrafts',
                  },
                  // Offline: the user already shown stays until the next reload.
                  { target: 'current' },
                ],
              },
            },
          },
        },
      },
    },
    signingOut: {
      entry: ['clearSession', 'forgetSession'],
      invoke: { id: 'signOut', src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
    },
    signedOut: {
      tags: ['settled', 'signedOut'],
      entry: 'redirectToLogin',
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: ['startSession', { type: 'persistUser', params: ({ event }) => event }],
        },
        'session.tokenChanged': {
          guard: 'hasNewToken',
          target: 'loadingUser',
          actions: { type: 'storeToken', params: ({ event }) => event },
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
export type SessionActorRef = ActorRefFrom<SessionMachine>
export type SessionSnapshot = SnapshotFrom<SessionMachine>
