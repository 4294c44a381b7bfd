import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { session as sessionConstants } from '../../src/contract/constants'
import { failure } from '../../src/contract/result'
import type { TeamRole } from '../../src/contract/team'
import {
  type SessionEvent,
  type SessionSnapshot,
  type SessionUser,
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
  sessionMachine,
} from '../../src/machines/session'
import { selectCanWrite, selectTeamRole } from '../../src/machines/session/permissionSelectors'

/**
 * The session's rules as a table written from spec §4 (start, refresh marker, logout, a 401
 * while fetching the user) and §8 (401 or 419: tokens cleared, to /login), and from what the
 * machine's documentation promises beyond the spec (a refresh without a usable answer keeps
 * the user in and is tried again 1 s later, then twice as long each time up to a minute, at once
 * when back online; other tabs' sign-in and sign-out are followed), not from the machine: given
 * a situation, these steps, where the session is and what it did, in order.
 */
type Call = 'restore' | 'renewToken' | 'fetchUser' | 'sendVerificationNotice' | 'signOut'
type Step =
  /** Said by this tab's screens. */
  | SessionEvent
  /** Heard from other tabs, the browser or the HTTP client (the `listen` actor). */
  | { elsewhere: SessionEvent }
  | { answer: Call; with?: unknown }
  | { fail: Call; with: unknown }
  /** That many milliseconds pass. */
  | number

/** `signedIn <token> <verification> <user>` while signed in, else the step it is at. */
type Where = string

interface Rule {
  rule: string
  given: Step[]
  when: Step[]
  expect: Where
  /** The calls made and the effects run during `when`, in order. */
  told: string[]
  context?: {
    token?: string | null
    refreshAt?: number | null
    user?: string | null
    userIsCached?: boolean
    problem?: string | null
    reconnectAttempts?: number
  }
}

const start = Date.UTC(2026, 0, 5, 9)
const second = 1000
const minute = 60 * second
const marker = sessionConstants.refreshMarkerMs
const cooldown = sessionConstants.verificationResendCooldownMs

const person = (id: string, verified: boolean, role: TeamRole | null = 'editor'): SessionUser =>
  ({
    id,
    email_verified_at: verified ? '2026-01-01T00:00:00Z' : null,
    is_staff: false,
    current_team_id: role && 'team-1',
    current_team: role && { id: 'team-1', name: 'Team', personal: false, role },
  }) as SessionUser
const ada = person('ada', true)
const adaUnverified = person('ada', false)
const bob = person('bob', false)
const bobVerified = person('bob', true)

const stored = (token: string | null, refreshAt: number | null): Step => ({
  answer: 'restore',
  with: { token, refreshAt },
})
const userIs = (user: SessionUser, cached = false): Step => ({
  answer: 'fetchUser',
  with: { user, cached },
})
const renewed = (token: string, refreshAt: number): Step => ({
  answer: 'renewToken',
  with: { token, refreshAt },
})
const refused = (call: Call, status: number): Step => ({
  fail: call,
  with: failure('Unauthenticated.', status),
})
const noAnswer = (call: Call): Step => ({ fail: call, with: new TypeError('Failed to fetch') })
const serverError = (call: Call): Step => ({
  fail: call,
  with: failure('Service Unavailable', 503),
})
const otherTab = (token: string | null, refreshAt: number | null): Step => ({
  elsewhere: { type: 'session.tokenChanged', token, refreshAt },
})
const expired: Step = { elsewhere: { type: 'session.expired' } }
const online: Step = { elsewhere: { type: 'session.online' } }
const retry: SessionEvent = { type: 'session.retry' }
const reload: SessionEvent = { type: 'session.reload' }
const signOut: SessionEvent = { type: 'session.signOut' }
const resend: SessionEvent = { type: 'session.resendVerification' }
const userChanged = (user: SessionUser): SessionEvent => ({ type: 'session.userChanged', user })
const signedInHere: SessionEvent = {
  type: 'session.signedIn',
  token: 'token-6',
  refreshAt: start + marker,
  user: ada,
}

/** Signed in at the start with a fresh token (marker 10 minutes ahead) and a verified user. */
const signedIn: Step[] = [stored('token-1', start + marker), userIs(ada)]
const unverified: Step[] = [stored('token-1', start + marker), userIs(bob)]
const signedOut: Step[] = [stored(null, null), { answer: 'signOut' }]
const unreachable: Step[] = [stored('token-1', start + marker), serverError('fetchUser')]
/** Signed in, the marker passed and the refresh got no answer. */
const reconnecting: Step[] = [...signedIn, marker, noAnswer('renewToken')]
/** `n` refreshes in a row without an answer, each tried again after its delay. */
const failedRefreshes = (n: number): Step[] =>
  Array.from({ length: n - 1 }, (_, i) => [2 ** i * second, noAnswer('renewToken')]).flat()
const signingOut = ['forgetSession', 'signOut']
const lost = ['saveDrafts', ...signingOut]

const table: Rule[] = [
  // Start (spec §4): the token from local storage decides.
  {
    rule: 'nothing is settled, nor known, while the token is read',
    given: [],
    when: [],
    expect: 'restoring',
    told: [],
    context: {
      token: null,
      refreshAt: null,
      user: null,
      userIsCached: false,
      problem: null,
      reconnectAttempts: 0,
    },
  },
  {
    rule: 'no stored token: signed out, tokens cleared, logout called',
    given: [],
    when: [stored(null, null)],
    expect: 'signingOut',
    told: signingOut,
    context: { token: null, refreshAt: null, user: null },
  },
  {
    rule: 'then the user goes to /login',
    given: [stored(null, null)],
    when: [{ answer: 'signOut' }],
    expect: 'signedOut',
    told: ['redirectToLogin'],
  },
  {
    rule: 'even when the logout call fails',
    given: [stored(null, null)],
    when: [noAnswer('signOut')],
    expect: 'signedOut',
    told: ['redirectToLogin'],
  },
  {
    rule: 'storage that cannot be read holds no token',
    given: [],
    when: [{ fail: 'restore', with: new Error('The operation is insecure.') }],
    expect: 'signingOut',
    told: signingOut,
  },
  {
    rule: 'a token whose marker has not passed: the user is fetched',
    given: [],
    when: [stored('token-1', start + 1)],
    expect: 'loadingUser',
    told: ['fetchUser'],
    context: { token: 'token-1', refreshAt: start + 1 },
  },
  {
    rule: 'a marker that has passed: the token is refreshed first',
    given: [],
    when: [stored('token-1', start - 1)],
    expect: 'renewing',
    told: ['renewToken token-1'],
    context: { token: 'token-1', refreshAt: start - 1 },
  },
  {
    rule: 'a marker passing right now has passed',
    given: [],
    when: [stored('token-1', start)],
    expect: 'renewing',
    told: ['renewToken token-1'],
  },
  {
    rule: 'a token without a marker is refreshed first',
    given: [],
    when: [stored('token-1', null)],
    expect: 'renewing',
    told: ['renewToken token-1'],
  },
  {
    rule: 'refreshed: the new token is kept, then the user fetched',
    given: [stored('token-1', start - 1)],
    when: [renewed('token-2', start + 2 * marker)],
    expect: 'loadingUser',
    told: ['fetchUser'],
    context: { token: 'token-2', refreshAt: start + 2 * marker },
  },
  ...[401, 419].map(
    (status): Rule => ({
      rule: `a refresh refused with ${status} at the start signs out`,
      given: [stored('token-1', start - 1)],
      when: [refused('renewToken', status)],
      expect: 'signingOut',
      told: signingOut,
      context: { token: null },
    }),
  ),
  {
    rule: 'a refresh without an answer at the start: the server is unreachable, nobody signed out',
    given: [stored('token-1', start - 1)],
    when: [noAnswer('renewToken')],
    expect: 'unavailable',
    told: [],
    context: { token: 'token-1', problem: 'Failed to fetch' },
  },
  {
    rule: 'a refresh answered 5xx at the start: the same',
    given: [stored('token-1', start - 1)],
    when: [serverError('renewToken')],
    expect: 'unavailable',
    told: [],
    context: { problem: 'Service Unavailable' },
  },
  {
    rule: 'the fetched user is signed in and kept',
    given: [stored('token-1', start + marker)],
    when: [userIs(ada)],
    expect: 'signedIn fresh verified current',
    told: ['persistUser ada'],
    context: { token: 'token-1', user: 'ada', userIsCached: false, problem: null },
  },
  {
    rule: 'an unverified user is signed in, unverified',
    given: [stored('token-1', start + marker)],
    when: [userIs(bob)],
    expect: 'signedIn fresh unverified current',
    told: ['persistUser bob'],
  },
  {
    rule: "the cookie's user is shown at once and confirmed with the server",
    given: [stored('token-1', start + marker)],
    when: [userIs(ada, true)],
    expect: 'signedIn fresh verified reloading',
    told: ['persistUser ada', 'fetchUser force'],
    context: { user: 'ada', userIsCached: true },
  },
  {
    rule: "confirmed: the server's user replaces the cookie's",
    given: [stored('token-1', start + marker), userIs(ada, true)],
    when: [userIs(adaUnverified)],
    expect: 'signedIn fresh unverified current',
    told: ['persistUser ada'],
    context: { user: 'ada', userIsCached: false },
  },
  ...[401, 419].map(
    (status): Rule => ({
      rule: `a ${status} while fetching the user signs out`,
      given: [stored('token-1', start + marker)],
      when: [refused('fetchUser', status)],
      expect: 'signingOut',
      told: signingOut,
    }),
  ),
  {
    rule: 'the user fetched without an answer: the server is unreachable',
    given: [stored('token-1', start + marker)],
    when: [noAnswer('fetchUser')],
    expect: 'unavailable',
    told: [],
    context: { token: 'token-1', problem: 'Failed to fetch' },
  },
  {
    rule: 'an error without an HTTP status is no answer either',
    given: [stored('token-1', start + marker)],
    when: [{ fail: 'fetchUser', with: { status: '401', message: 'Unauthenticated.' } }],
    expect: 'unavailable',
    told: [],
    context: { problem: 'Unauthenticated.' },
  },
  {
    rule: 'a thrown status and message are read as an answer',
    given: [stored('token-1', start + marker)],
    when: [{ fail: 'fetchUser', with: { status: 419, message: 'Page Expired' } }],
    expect: 'signingOut',
    told: signingOut,
  },
  {
    rule: 'anything else thrown is told as it is',
    given: [stored('token-1', start + marker)],
    when: [{ fail: 'fetchUser', with: 'offline' }],
    expect: 'unavailable',
    told: [],
    context: { problem: 'offline' },
  },
  {
    rule: 'even nothing',
    given: [stored('token-1', start + marker)],
    when: [{ fail: 'fetchUser', with: null }],
    expect: 'unavailable',
    told: [],
    context: { problem: 'null' },
  },

  // The server could not be reached: settled, nobody signed in or out.
  {
    rule: 'Try again fetches the user again',
    given: unreachable,
    when: [retry],
    expect: 'loadingUser',
    told: ['fetchUser'],
    context: { problem: null },
  },
  {
    rule: 'back online, the user is fetched at once',
    given: unreachable,
    when: [online],
    expect: 'loadingUser',
    told: ['fetchUser'],
    context: { problem: null },
  },
  {
    rule: 'still unreachable after Try again',
    given: [...unreachable, retry],
    when: [serverError('fetchUser')],
    expect: 'unavailable',
    told: [],
    context: { problem: 'Service Unavailable' },
  },
  {
    rule: 'another tab signed out: so does this one',
    given: unreachable,
    when: [otherTab(null, null)],
    expect: 'signingOut',
    told: signingOut,
    context: { problem: null, token: null },
  },
  {
    rule: 'another tab signed in: its token is used to fetch the user',
    given: unreachable,
    when: [otherTab('token-5', start + 3 * marker)],
    expect: 'loadingUser',
    told: ['fetchUser'],
    context: { token: 'token-5', refreshAt: start + 3 * marker, problem: null },
  },
  {
    rule: 'signing out while unreachable',
    given: unreachable,
    when: [signOut],
    expect: 'signingOut',
    told: signingOut,
  },
  {
    rule: 'signing in on the sign-in screen while unreachable',
    given: unreachable,
    when: [signedInHere],
    expect: 'signedIn fresh verified current',
    told: ['persistUser ada'],
    context: { token: 'token-6', user: 'ada', userIsCached: false, problem: null },
  },

  // Signed in: the token is refreshed when its marker passes (spec §3, §4).
  {
    rule: 'the token is not refreshed before its marker passes',
    given: signedIn,
    when: [marker - 1],
    expect: 'signedIn fresh verified current',
    told: [],
  },
  {
    rule: 'it is refreshed when its marker passes',
    given: signedIn,
    when: [marker],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'a nearer marker is not waited past',
    given: [stored('token-1', start + 5 * minute), userIs(ada)],
    when: [5 * minute - 1],
    expect: 'signedIn fresh verified current',
    told: [],
  },
  {
    rule: 'a nearer marker is refreshed when it passes',
    given: [stored('token-1', start + 5 * minute), userIs(ada)],
    when: [5 * minute],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'a marker further than its own span is not waited for',
    given: [stored('token-1', start + 6 * marker), userIs(ada)],
    when: [marker],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'refreshed: the new token is kept and the next refresh waits for its marker',
    given: [...signedIn, marker],
    when: [renewed('token-2', start + 2 * marker), marker - 1],
    expect: 'signedIn fresh verified current',
    told: [],
    context: { token: 'token-2', refreshAt: start + 2 * marker, reconnectAttempts: 0 },
  },
  {
    rule: 'which is then refreshed in turn',
    given: [...signedIn, marker],
    when: [renewed('token-2', start + 2 * marker), marker],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-2'],
  },
  ...[401, 419].map(
    (status): Rule => ({
      rule: `a refresh refused with ${status} ends the session: drafts kept, tokens cleared, to /login`,
      given: [...signedIn, marker],
      when: [refused('renewToken', status), { answer: 'signOut' }],
      expect: 'signedOut',
      told: [...lost, 'redirectToLogin'],
      context: { token: null, refreshAt: null, user: null },
    }),
  ),

  // A refresh without a usable answer: still signed in, the connection lost, tried again.
  {
    rule: 'a refresh without an answer keeps the user in, the connection lost',
    given: [...signedIn, marker],
    when: [noAnswer('renewToken')],
    expect: 'signedIn reconnecting verified current',
    told: [],
    context: { token: 'token-1', user: 'ada', reconnectAttempts: 1 },
  },
  {
    rule: 'a refresh answered 5xx: the same',
    given: [...signedIn, marker],
    when: [serverError('renewToken')],
    expect: 'signedIn reconnecting verified current',
    told: [],
    context: { token: 'token-1', reconnectAttempts: 1 },
  },
  {
    rule: 'not tried again before 1 s',
    given: reconnecting,
    when: [second - 1],
    expect: 'signedIn reconnecting verified current',
    told: [],
  },
  {
    rule: 'tried again after 1 s',
    given: reconnecting,
    when: [second],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'after the second miss, not before 2 s',
    given: [...reconnecting, ...failedRefreshes(2)],
    when: [2 * second - 1],
    expect: 'signedIn reconnecting verified current',
    told: [],
    context: { reconnectAttempts: 2 },
  },
  {
    rule: 'after the second miss, after 2 s',
    given: [...reconnecting, ...failedRefreshes(2)],
    when: [2 * second],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'after the third miss, after 4 s',
    given: [...reconnecting, ...failedRefreshes(3)],
    when: [4 * second - 1, 1],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
    context: { reconnectAttempts: 3 },
  },
  {
    rule: 'never more than a minute apart: not before',
    given: [...reconnecting, ...failedRefreshes(7)],
    when: [minute - 1],
    expect: 'signedIn reconnecting verified current',
    told: [],
    context: { reconnectAttempts: 7 },
  },
  {
    rule: 'never more than a minute apart: at a minute',
    given: [...reconnecting, ...failedRefreshes(7)],
    when: [minute],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'back online: tried again at once',
    given: reconnecting,
    when: [online],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'Try again: tried again at once',
    given: reconnecting,
    when: [retry],
    expect: 'signedIn renewing verified current',
    told: ['renewToken token-1'],
  },
  {
    rule: 'reconnected: the new token kept, the misses forgotten',
    given: [...reconnecting, ...failedRefreshes(2), 2 * second],
    when: [renewed('token-2', start + 3 * marker)],
    expect: 'signedIn fresh verified current',
    told: [],
    context: { token: 'token-2', refreshAt: start + 3 * marker, reconnectAttempts: 0 },
  },
  {
    rule: 'another tab refreshed meanwhile: its token is used, the user checked',
    given: reconnecting,
    when: [otherTab('token-5', start + 3 * marker)],
    expect: 'signedIn fresh verified reloading',
    told: ['fetchUser force'],
    context: { token: 'token-5', reconnectAttempts: 0 },
  },
  ...(
    [
      ['under way', [...signedIn, marker]],
      ['tried again later', reconnecting],
    ] as const
  ).map(
    ([when, given]): Rule => ({
      rule: `a refresh ${when}: another tab signed out, so does this one, drafts kept`,
      given: [...given],
      when: [otherTab(null, null)],
      expect: 'signingOut',
      told: lost,
    }),
  ),
  {
    rule: 'signed in again after a lost connection, the first miss waits 1 s again',
    given: [
      ...reconnecting,
      expired,
      { answer: 'signOut' },
      { ...signedInHere, refreshAt: start + 3 * marker },
    ],
    when: [{ elsewhere: { type: 'session.connectionLost' } }, second - 1],
    expect: 'signedIn reconnecting verified current',
    told: [],
    context: { reconnectAttempts: 1 },
  },
  {
    rule: 'the HTTP client lost the connection: the refresh is tried again later',
    given: signedIn,
    when: [{ elsewhere: { type: 'session.connectionLost' } }],
    expect: 'signedIn reconnecting verified current',
    told: [],
    context: { reconnectAttempts: 1 },
  },
  {
    rule: "a refresh under way: another tab's new token is taken instead",
    given: [...signedIn, marker],
    when: [otherTab('token-5', start + 3 * marker)],
    expect: 'signedIn fresh verified reloading',
    told: ['fetchUser force'],
    context: { token: 'token-5', refreshAt: start + 3 * marker },
  },
  {
    rule: "another tab refreshed: this one waits for that token's marker",
    given: [...signedIn, 5 * minute],
    when: [otherTab('token-5', start + 5 * minute + marker), userIs(ada), 5 * minute],
    expect: 'signedIn fresh verified current',
    told: ['fetchUser force', 'persistUser ada'],
    context: { token: 'token-5' },
  },
  {
    rule: 'a token from another tab without a marker is refreshed at once',
    given: signedIn,
    when: [otherTab('token-5', null), 0],
    expect: 'signedIn renewing verified reloading',
    told: ['fetchUser force', 'renewToken token-5'],
  },

  // Signed in: the session ends (spec §8) or is ended.
  {
    rule: 'a call refused with 401 or 419: drafts kept, tokens cleared, signed out',
    given: signedIn,
    when: [expired],
    expect: 'signingOut',
    told: lost,
    context: { token: null, user: null },
  },
  {
    rule: 'another tab signed out: drafts kept, signed out here',
    given: signedIn,
    when: [otherTab(null, null)],
    expect: 'signingOut',
    told: lost,
  },
  {
    rule: 'signing out drops the drafts',
    given: signedIn,
    when: [signOut],
    expect: 'signingOut',
    told: ['clearDrafts', ...signingOut],
  },
  {
    rule: "signing out forgets the cookie's user",
    given: [stored('token-1', start + marker), userIs(ada, true)],
    when: [signOut],
    expect: 'signingOut',
    told: ['clearDrafts', ...signingOut],
    context: { user: null, userIsCached: false },
  },

  // Signed in: the user.
  {
    rule: 'another tab signed in: the user is fetched again, it may be someone else',
    given: signedIn,
    when: [otherTab('token-5', start + 3 * marker), userIs(bob)],
    expect: 'signedIn fresh unverified current',
    told: ['fetchUser force', 'persistUser bob'],
    context: { token: 'token-5', user: 'bob' },
  },
  {
    rule: 'a reload fetches the user from the server',
    given: signedIn,
    when: [reload],
    expect: 'signedIn fresh verified reloading',
    told: ['fetchUser force'],
  },
  {
    rule: 'reloaded: the user is kept, a changed address unverified again',
    given: [...signedIn, reload],
    when: [userIs(adaUnverified)],
    expect: 'signedIn fresh unverified current',
    told: ['persistUser ada'],
    context: { user: 'ada', userIsCached: false },
  },
  {
    rule: 'reloaded verified after following the link',
    given: [...unverified, reload],
    when: [userIs(bobVerified)],
    expect: 'signedIn fresh verified current',
    told: ['persistUser bob'],
  },
  ...[401, 419].map(
    (status): Rule => ({
      rule: `a reload refused with ${status} ends the session, drafts kept`,
      given: [...signedIn, reload],
      when: [refused('fetchUser', status)],
      expect: 'signingOut',
      told: lost,
    }),
  ),
  {
    rule: 'a reload without an answer keeps the user shown',
    given: [...signedIn, reload],
    when: [noAnswer('fetchUser')],
    expect: 'signedIn fresh verified current',
    told: [],
    context: { user: 'ada', problem: null },
  },
  {
    rule: 'a call answered the user anew: kept',
    given: signedIn,
    when: [userChanged(bob)],
    expect: 'signedIn fresh unverified current',
    told: ['persistUser bob'],
    context: { user: 'bob', userIsCached: false },
  },
  {
    rule: 'answered verified: verified',
    given: unverified,
    when: [userChanged(bobVerified)],
    expect: 'signedIn fresh verified current',
    told: ['persistUser bob'],
  },
  {
    rule: 'answered still unverified: still unverified',
    given: unverified,
    when: [userChanged(bob)],
    expect: 'signedIn fresh unverified current',
    told: ['persistUser bob'],
  },

  // Signed in: the verification mail.
  {
    rule: 'an unverified user may ask for a new mail',
    given: unverified,
    when: [resend],
    expect: 'signedIn fresh sendingNotice current',
    told: ['sendVerificationNotice'],
  },
  {
    rule: 'a verified user is not sent one',
    given: signedIn,
    when: [resend],
    expect: 'signedIn fresh verified current',
    told: [],
  },
  {
    rule: 'sent: no new mail during the cooldown',
    given: [...unverified, resend],
    when: [{ answer: 'sendVerificationNotice' }, cooldown - 1, resend],
    expect: 'signedIn fresh noticeSent.coolingDown current',
    told: [],
  },
  {
    rule: 'after the cooldown a new mail may be asked for',
    given: [...unverified, resend, { answer: 'sendVerificationNotice' }],
    when: [cooldown],
    expect: 'signedIn fresh noticeSent.ready current',
    told: [],
  },
  {
    rule: 'and is sent',
    given: [...unverified, resend, { answer: 'sendVerificationNotice' }, cooldown],
    when: [resend],
    expect: 'signedIn fresh sendingNotice current',
    told: ['sendVerificationNotice'],
    context: { problem: null },
  },
  {
    rule: 'a refused mail says why and may be asked for again',
    given: [...unverified, resend],
    when: [{ fail: 'sendVerificationNotice', with: failure('Too Many Attempts.', 429) }],
    expect: 'signedIn fresh unverified current',
    told: [],
    context: { problem: 'Too Many Attempts.' },
  },
  {
    rule: 'asking again clears the reason',
    given: [
      ...unverified,
      resend,
      { fail: 'sendVerificationNotice', with: failure('Too Many Attempts.', 429) },
    ],
    when: [resend],
    expect: 'signedIn fresh sendingNotice current',
    told: ['sendVerificationNotice'],
    context: { problem: null },
  },
  {
    rule: 'verified while the mail is sent',
    given: [...unverified, resend],
    when: [userChanged(bobVerified)],
    expect: 'signedIn fresh verified current',
    told: ['persistUser bob'],
  },
  {
    rule: 'a user still unverified while the mail is sent',
    given: [...unverified, resend],
    when: [userChanged(bob)],
    expect: 'signedIn fresh sendingNotice current',
    told: ['persistUser bob'],
  },
  {
    rule: 'verified during the cooldown',
    given: [...unverified, resend, { answer: 'sendVerificationNotice' }],
    when: [userChanged(bobVerified)],
    expect: 'signedIn fresh verified current',
    told: ['persistUser bob'],
  },
  {
    rule: 'still unverified during the cooldown',
    given: [...unverified, resend, { answer: 'sendVerificationNotice' }],
    when: [userChanged(bob)],
    expect: 'signedIn fresh noticeSent.coolingDown current',
    told: ['persistUser bob'],
  },

  // Signed out.
  {
    rule: 'signing in on the sign-in screen',
    given: signedOut,
    when: [signedInHere],
    expect: 'signedIn fresh verified current',
    told: ['persistUser ada'],
    context: { token: 'token-6', refreshAt: start + marker, user: 'ada', userIsCached: false },
  },
  {
    rule: 'another tab signed in: its user is fetched',
    given: signedOut,
    when: [otherTab('token-5', start + 3 * marker)],
    expect: 'loadingUser',
    told: ['fetchUser'],
    context: { token: 'token-5', refreshAt: start + 3 * marker },
  },
  {
    rule: 'another tab signed out too: nothing to do',
    given: signedOut,
    when: [otherTab(null, null), expired],
    expect: 'signedOut',
    told: [],
  },
]

function whereOf(snapshot: SessionSnapshot): Where {
  const value = snapshot.value
  if (typeof value === 'string') return value
  const { token, verification, user } = value.signedIn
  const verifying =
    typeof verification === 'string' ? verification : `noticeSent.${verification.noticeSent}`
  return `signedIn ${token} ${verifying} ${user}`
}

/** A session whose calls wait for the steps to answer them, and whose effects are logged. */
function startSession() {
  const log: string[] = []
  const pending = new Map<
    Call,
    { resolve: (value: unknown) => void; reject: (e: unknown) => void }
  >()
  const call = (name: Call, entry: string | undefined) =>
    new Promise((resolve, reject) => {
      log.push(entry ?? `${name} with an input it was not given`)
      pending.set(name, { resolve, reject })
    })
  let tell: (event: SessionEvent) => void = () => {
    throw new Error('nobody listens to other tabs')
  }
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(() => call('restore', 'restore')),
      renewToken: fromPromise<unknown, { token: string | null }>(({ input }) =>
        call('renewToken', `renewToken ${input.token}`),
      ),
      fetchUser: fromPromise<unknown, { force: boolean }>(({ input }) =>
        call(
          'fetchUser',
          ({ true: 'fetchUser force', false: 'fetchUser' } as const)[`${input.force}`],
        ),
      ),
      sendVerificationNotice: fromPromise(() =>
        call('sendVerificationNotice', 'sendVerificationNotice'),
      ),
      signOut: fromPromise(() => call('signOut', 'signOut')),
      listen: fromCallback(({ sendBack }) => {
        tell = sendBack
      }),
    } as never,
    actions: {
      persistUser: (_, params) => log.push(`persistUser ${params.user.id}`),
      forgetSession: () => log.push('forgetSession'),
      redirectToLogin: () => log.push('redirectToLogin'),
      saveDrafts: () => log.push('saveDrafts'),
      clearDrafts: () => log.push('clearDrafts'),
    },
  })
  const actor = createActor(machine).start()
  const take = async (step: Step) => {
    if (typeof step === 'number') return vi.advanceTimersByTimeAsync(step)
    if ('elsewhere' in step) tell(step.elsewhere)
    else if ('answer' in step || 'fail' in step) {
      const name = 'answer' in step ? step.answer : step.fail
      const running = pending.get(name)
      if (!running) throw new Error(`${name} is not running`)
      pending.delete(name)
      if ('answer' in step) running.resolve(step.with)
      else running.reject(step.with)
    } else actor.send(step)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { actor, log, take }
}

// Time is the test's: markers and delays are counted from `start`.
beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(start)
})
afterEach(() => vi.useRealTimers())

describe('the session, rule by rule (spec §4, §8)', () => {
  it.each(table)('$rule', async ({ given, when, expect: where, told, context }) => {
    const { actor, log, take } = startSession()
    await vi.advanceTimersByTimeAsync(0)
    for (const step of given) await take(step)
    log.length = 0
    for (const step of when) await take(step)
    const snapshot = actor.getSnapshot()
    expect(whereOf(snapshot)).toBe(where)
    expect(log).toEqual(told)

    // What the screens and route guards read follows from where the session is.
    const [step, , verification, user] = where.split(' ')
    const inSession = step === 'signedIn'
    expect(selectIsSignedIn(snapshot)).toBe(inSession)
    expect(selectIsSignedOut(snapshot)).toBe(step === 'signedOut')
    expect(selectIsSettled(snapshot)).toBe(
      inSession || step === 'signedOut' || step === 'unavailable',
    )
    expect(selectIsConnectionLost(snapshot)).toBe(where.includes(' reconnecting '))
    expect(selectIsReloadingUser(snapshot)).toBe(user === 'reloading')
    expect(selectVerification(snapshot)).toBe(inSession ? verification?.split('.')[0] : null)
    expect(selectCanResendVerification(snapshot)).toBe(
      verification === 'unverified' || verification === 'noticeSent.ready',
    )

    const seen = snapshot.context
    if (context?.user !== undefined) expect(selectUser(snapshot)?.id ?? null).toBe(context.user)
    if (context?.problem !== undefined) expect(selectProblem(snapshot)).toBe(context.problem)
    for (const key of ['token', 'refreshAt', 'userIsCached', 'reconnectAttempts'] as const)
      if (context?.[key] !== undefined) expect(seen[key]).toBe(context[key])
    actor.stop()
  })
})

describe('what the signed-in user may do (DOMAIN.md: roles; spec §6: staff)', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['editor', true],
    ['viewer', false],
    [null, false],
  ] as const)('a team role of %s may write: %s', async (role, may) => {
    const { actor, take } = startSession()
    for (const step of [stored('token-1', start + marker), userIs(person('ada', true, role))])
      await take(step)
    expect(selectTeamRole(actor.getSnapshot())).toBe(role)
    expect(selectCanWrite(actor.getSnapshot())).toBe(may)
    actor.stop()
  })

  it.each([
    [true, true],
    [false, false],
  ])('a user whose staff flag is %s is staff: %s', async (flag, staff) => {
    const { actor, take } = startSession()
    for (const step of [stored('token-1', start + marker), userIs({ ...ada, is_staff: flag })])
      await take(step)
    expect(selectIsStaff(actor.getSnapshot())).toBe(staff)
    actor.stop()
  })

  it('nobody signed in may do nothing', async () => {
    const { actor, take } = startSession()
    for (const step of signedOut) await take(step)
    expect(selectTeamRole(actor.getSnapshot())).toBeNull()
    expect(selectCanWrite(actor.getSnapshot())).toBe(false)
    expect(selectIsStaff(actor.getSnapshot())).toBe(false)
    actor.stop()
  })
})

describe('the machine alone, before the app provides its calls', () => {
  it('finds no token and is signed out', async () => {
    const actor = createActor(sessionMachine).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(whereOf(actor.getSnapshot())).toBe('signedOut')
    actor.stop()
  })

  it('invents no user: the server is unreachable, the missing call named', async () => {
    const actor = createActor(sessionMachine).start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'session.tokenChanged', token: 'token-5', refreshAt: start + marker })
    await vi.advanceTimersByTimeAsync(0)
    expect(whereOf(actor.getSnapshot())).toBe('unavailable')
    expect(selectProblem(actor.getSnapshot())).toBe('fetchUser is provided by the app')
    actor.stop()
  })

  it('invents no token: the connection is lost', async () => {
    const actor = createActor(sessionMachine).start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ ...signedInHere, refreshAt: start })
    await vi.advanceTimersByTimeAsync(0)
    expect(whereOf(actor.getSnapshot())).toBe('signedIn reconnecting verified current')
    actor.stop()
  })
})

describe('replayed from a journal', () => {
  /** Calls that never answer: only the recorded answers, by their call's name, move the session. */
  const silent = fromPromise(() => new Promise<never>(() => {}))
  const replaying = sessionMachine.provide({
    actors: {
      restore: silent,
      renewToken: silent,
      fetchUser: silent,
      sendVerificationNotice: silent,
      signOut: silent,
    } as never,
  })
  const done = (call: Call, output?: unknown) => ({ type: `xstate.done.actor.${call}`, output })

  it.each([
    {
      journal: [done('restore', { token: null, refreshAt: null }), done('signOut')],
      expect: 'signedOut',
    },
    {
      journal: [
        done('restore', { token: 'token-1', refreshAt: start - 1 }),
        done('renewToken', { token: 'token-2', refreshAt: start + marker }),
        done('fetchUser', { user: ada, cached: true }),
        done('fetchUser', { user: bob, cached: false }),
      ],
      expect: 'signedIn fresh unverified current',
    },
    {
      journal: [
        done('restore', { token: 'token-1', refreshAt: start + marker }),
        done('fetchUser', { user: bob, cached: false }),
        { type: 'session.connectionLost' },
        { type: 'session.retry' },
        done('renewToken', { token: 'token-2', refreshAt: start + marker }),
        { type: 'session.resendVerification' },
        done('sendVerificationNotice'),
      ],
      expect: 'signedIn fresh noticeSent.coolingDown current',
    },
  ])('$expect', async ({ journal, expect: where }) => {
    const actor = createActor(replaying).start()
    for (const event of journal) {
      actor.send(event as never)
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(whereOf(actor.getSnapshot())).toBe(where)
    actor.stop()
  })
})
