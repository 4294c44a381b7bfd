import {
  type ActorRefFrom,
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  not,
  raise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import { session as sessionConstants } from '../../contract/signInConstants'
import {
  type CurrentToken,
  failureOf,
  type LoadedUser,
  type SessionContext,
  type SessionEvent,
  type SessionUser,
  type StoredSession,
} from './session.types'

/**
 * The session (spec §4). At start the token is read from local storage: none means signed out
 * (user and token cleared, token/logout called, the page left for /login unless it is public);
 * a passed refresh marker means a refresh first; then the user is fetched, from the cookie's
 * copy when there is one (then confirmed in the background). A 401 while fetching the user
 * signs out. Signed in, three regions run side by side: the token (refreshed when the marker
 * passes), the email verification (unverified, notice sent, verified) and the user (reloaded on
 * demand). Only a refresh the server refuses (401, 419) ends the session; one that gets no usable
 * answer (offline, a 5xx) keeps the user in, tagged `offline`, and is tried again with a growing
 * delay, at once when the browser is back online or asked to. Side effects are the placeholder
 * actors and actions below, provided by the app.
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
    /** A token that works (or none): whatever connection was lost is back. */
    storeToken: assign((_, params: { token: string | null; refreshAt: number | null }) => ({
      token: params.token,
      refreshAt: params.refreshAt,
      reconnectAttempts: 0,
    })),
    countReconnectAttempt: assign(({ context }) => ({
      reconnectAttempts: context.reconnectAttempts + 1,
    })),
    storeUser: assign((_, params: { user: SessionUser; cached: boolean }) => ({
      user: params.user,
      userIsCached: params.cached,
      problem: null,
    })),
    /**
     * A sign-in screen's session: its token and its user, fresh from the server, which answered;
     * the misses of a connection lost before a sign-out are not this session's.
     */
    startSession: assign(({ event }) => {
      assertEvent(event, 'session.signedIn')
      const { token, refreshAt, user } = event
      return { token, refreshAt, user, userIsCached: false, problem: null, reconnectAttempts: 0 }
    }),
    clearSession: assign({ token: null, refreshAt: null, user: null, userIsCached: false }),
    storeProblem: assign((_, params: { error: unknown }) => ({
      problem: failureOf(params.error).error.message,
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
    lacksStoredToken: (_, params: { stored: StoredSession }) => params.stored.token == null,
    isStoredRefreshDue: (_, params: { stored: StoredSession }) =>
      params.stored.refreshAt === null || params.stored.refreshAt <= Date.now(),
    /** The server refused the session (401, 419); any other failure had no usable answer. */
    isRefused: (_, params: { error: unknown }) =>
      sessionConstants.endingStatuses.includes(failureOf(params.error).status),
    isVerified: ({ context }) => context.user?.email_verified_at != null,
    isUserCached: ({ context }) => context.userIsCached,
    /** Another tab signed out, or in (`session.tokenChanged`). */
    isTokenGone: ({ event }) => {
      assertEvent(event, 'session.tokenChanged')
      return event.token === null
    },
    hasNewToken: ({ event }) => {
      assertEvent(event, 'session.tokenChanged')
      return event.token !== null
    },
  },
  delays: {
    /** Until the refresh marker passes; never longer than the marker's own span. */
    untilRefreshDue: ({ context }) =>
      Math.min(
        sessionConstants.refreshMarkerMs,
        Math.max(0, (context.refreshAt ?? 0) - Date.now()),
      ),
    resendCooldown: sessionConstants.verificationResendCooldownMs,
    /**
     * 1 s after the first refresh that got no answer, then twice as long each time, capped.
     * `reconnecting` counts its attempt on entry, before this is read: it is at least 1.
     */
    reconnectBackoff: ({ context }) =>
      Math.min(
        sessionConstants.reconnectMaxDelayMs,
        sessionConstants.reconnectFirstDelayMs * 2 ** (context.reconnectAttempts - 1),
      ),
  },
}).createMachine({
  id: 'session',
  context: {
    token: null,
    refreshAt: null,
    user: null,
    userIsCached: false,
    problem: null,
    reconnectAttempts: 0,
  },
  invoke: { id: 'listen', src: 'listen' },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: { type: 'lacksStoredToken', params: ({ event }) => ({ stored: event.output }) },
            target: 'signingOut',
          },
          {
            guard: {
              type: 'isStoredRefreshDue',
              params: ({ event }) => ({ stored: event.output }),
            },
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
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'signingOut',
          },
          {
            target: 'unavailable',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
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
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'signingOut',
          },
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
        'session.online': { target: 'loadingUser', actions: 'clearProblem' },
        // Another tab signed out, or in (its token may well work here too).
        'session.tokenChanged': [
          { guard: 'isTokenGone', target: 'signingOut', actions: 'clearProblem' },
          {
            target: 'loadingUser',
            actions: ['clearProblem', { type: 'storeToken', params: ({ event }) => event }],
          },
        ],
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
                'session.connectionLost': 'reconnecting',
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
                onError: [
                  {
                    guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.signingOut',
                    actions: 'saveDrafts',
                  },
                  { target: 'reconnecting' },
                ],
              },
              on: {
                'session.tokenChanged': {
                  guard: 'hasNewToken',
                  target: 'fresh',
                  actions: { type: 'storeToken', params: ({ event }) => event },
                },
              },
            },
            /** No usable answer to the refresh: still signed in, tried again after a while. */
            reconnecting: {
              tags: ['offline'],
              entry: 'countReconnectAttempt',
              after: { reconnectBackoff: 'renewing' },
              on: {
                'session.online': 'renewing',
                'session.retry': 'renewing',
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
                    'session.resendVerification': '#session.signedIn.verification.sendingNotice',
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
                    guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
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
