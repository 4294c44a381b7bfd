import { describe, expect, it, vi } from 'vitest'
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
} from 'xstate'
import { session as sessionConstants } from '../../src/contract/constants'
import {
  type SessionEvent,
  selectCanResendVerification,
  selectIsConnectionLost,
  selectIsSettled,
  selectVerification,
  sessionMachine,
} from '../../src/machines/session'
import { sessionModel, modelUser as user } from './models/session.model'
import { describeModel } from './support/describeModel'

/** The pending call of each actor, settled by the model's done and error events. */
const pending = new Map<
  string,
  { resolve: (value: unknown) => void; reject: (e: unknown) => void }
>()
const waitFor = (name: string) =>
  fromPromise<never, unknown>(
    () =>
      new Promise((resolve, reject) => {
        pending.set(name, { resolve: resolve as never, reject })
      }),
  )

const effects = {
  persistUser: vi.fn(),
  forgetSession: vi.fn(),
  redirectToLogin: vi.fn(),
  saveDrafts: vi.fn(),
  clearDrafts: vi.fn(),
}

const testMachine = sessionMachine.provide({
  actors: {
    restore: waitFor('restore'),
    renewToken: waitFor('renewToken'),
    fetchUser: waitFor('fetchUser'),
    sendVerificationNotice: waitFor('sendVerificationNotice'),
    signOut: waitFor('signOut'),
    listen: fromCallback(() => () => {}),
  } as never,
  actions: effects,
})

const settle = (actor: AnyActorRef, event: EventObject) => {
  const [, kind, , id] = event.type.split('.') as [string, string, string, string]
  const call = pending.get(id)
  if (!call) throw new Error(`${id} is not running`)
  pending.delete(id)
  if (kind === 'done') call.resolve((event as { output?: unknown }).output)
  else call.reject((event as { error?: unknown }).error)
  return actor.getSnapshot()
}

const actorIds = ['restore', 'renewToken', 'fetchUser', 'sendVerificationNotice', 'signOut']

/** Delayed transitions are fired by their event, so one region's timer never fires another's. */
const delayedEvent = (actor: AnyActorRef, event: EventObject) => {
  actor.send(event)
}

const tokenStates = ['fresh', 'renewing', 'reconnecting']
const verificationStates = [
  'unverified',
  'sendingNotice',
  'noticeSent.coolingDown',
  'noticeSent.ready',
  'verified',
]
const userStates = ['current', 'reloading']

const settledAs =
  (tag: 'signedIn' | 'signedOut' | null) =>
  (snapshot: AnyMachineSnapshot): void => {
    expect(selectIsSettled(snapshot as never)).toBe(tag !== null || snapshot.matches('unavailable'))
    if (tag) expect(snapshot.hasTag(tag)).toBe(true)
    if (tag !== 'signedIn') expect(selectVerification(snapshot as never)).toBeNull()
  }

const signedInStates = Object.fromEntries(
  tokenStates.flatMap((token) =>
    verificationStates.flatMap((verification) =>
      userStates.map((userState) => [
        `signedIn.token.${token} + signedIn.verification.${verification} + signedIn.user.${userState}`,
        (snapshot: AnyMachineSnapshot) => {
          settledAs('signedIn')(snapshot)
          // Only a refused refresh signs out: without an answer the user stays, told it is lost.
          expect(selectIsConnectionLost(snapshot as never)).toBe(token === 'reconnecting')
          if (token === 'reconnecting')
            expect(snapshot.context.reconnectAttempts).toBeGreaterThan(0)
          expect(snapshot.context.user).not.toBeNull()
          expect(snapshot.context.token).not.toBeNull()
          const status = selectVerification(snapshot as never)
          expect(status).toBe(verification.split('.')[0])
          expect(snapshot.context.user.email_verified_at !== null).toBe(status === 'verified')
          expect(selectCanResendVerification(snapshot as never)).toBe(
            verification === 'unverified' || verification === 'noticeSent.ready',
          )
        },
      ]),
    ),
  ),
)

describeModel('session', {
  ...sessionModel,
  machine: testMachine,
  execute: {
    ...Object.fromEntries(
      actorIds.flatMap((id) => [
        [`xstate.done.actor.${id}`, settle],
        [`xstate.error.actor.${id}`, settle],
      ]),
    ),
    'xstate.after.untilRefreshDue.session.signedIn.token.fresh': delayedEvent,
    'xstate.after.resendCooldown.session.signedIn.verification.noticeSent.coolingDown':
      delayedEvent,
    'xstate.after.reconnectBackoff.session.signedIn.token.reconnecting': delayedEvent,
  },
  states: {
    restoring: settledAs(null),
    renewing: settledAs(null),
    loadingUser: settledAs(null),
    unavailable: (snapshot) => {
      settledAs(null)(snapshot)
      expect(snapshot.context.problem).toMatch(/^failed with (0|503)$/)
    },
    signingOut: (snapshot) => {
      settledAs(null)(snapshot)
      expect(snapshot.context.user).toBeNull()
      expect(snapshot.context.token).toBeNull()
    },
    signedOut: (snapshot) => {
      settledAs('signedOut')(snapshot)
      expect(snapshot.context.user).toBeNull()
      expect(effects.forgetSession).toHaveBeenCalled()
      expect(effects.redirectToLogin).toHaveBeenCalled()
    },
    ...signedInStates,
  },
})

/** A session with instant test actors: the user and the token answer at once. */
function startSession(options: { refreshAt?: number; userAnswers?: () => Promise<unknown> } = {}) {
  const renewToken = vi.fn(async () => ({ token: 'token-2', refreshAt: Date.now() + 600_000 }))
  const signOut = vi.fn(async () => undefined)
  const fetchUser = vi.fn(
    options.userAnswers ?? (async () => ({ user: user(true), cached: false })),
  )
  const listeners: ((event: SessionEvent) => void)[] = []
  const actions = {
    persistUser: vi.fn(),
    forgetSession: vi.fn(),
    redirectToLogin: vi.fn(),
    saveDrafts: vi.fn(),
    clearDrafts: vi.fn(),
  }
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(async () => ({
          token: 'token-1',
          refreshAt: options.refreshAt ?? Date.now() + 600_000,
        })),
        renewToken: fromPromise(renewToken),
        fetchUser: fromPromise(fetchUser),
        signOut: fromPromise(signOut),
        listen: fromCallback(({ sendBack }) => {
          listeners.push(sendBack as never)
          return () => {}
        }),
      } as never,
      actions,
    }),
  ).start()
  const emit = (event: SessionEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { actor, renewToken, signOut, fetchUser, actions, emit }
}

describe('the session', () => {
  it('refreshes the token when the refresh marker passes, not before', async () => {
    vi.useFakeTimers()
    const { actor, renewToken } = startSession()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
    await vi.advanceTimersByTimeAsync(sessionConstants.refreshMarkerMs - 1)
    expect(renewToken).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(renewToken).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(sessionConstants.refreshMarkerMs)
    expect(renewToken).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('refreshes first when the stored marker has already passed', async () => {
    vi.useFakeTimers()
    const { actor, renewToken, fetchUser } = startSession({ refreshAt: Date.now() - 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(fetchUser).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.token).toBe('token-2')
    vi.useRealTimers()
  })

  it('offers a new verification mail only after the cooldown', async () => {
    vi.useFakeTimers()
    const { actor } = startSession({
      userAnswers: async () => ({ user: user(false), cached: false }),
    })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'session.resendVerification' })
    await vi.advanceTimersByTimeAsync(0)
    expect(selectVerification(actor.getSnapshot())).toBe('noticeSent')
    expect(selectCanResendVerification(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(sessionConstants.verificationResendCooldownMs - 1)
    expect(selectCanResendVerification(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(selectCanResendVerification(actor.getSnapshot())).toBe(true)
    vi.useRealTimers()
  })

  it('keeps drafts when the session is lost, and drops them when the user signs out', async () => {
    const lost = startSession()
    await vi.waitFor(() => expect(lost.actor.getSnapshot().hasTag('signedIn')).toBe(true))
    lost.emit({ type: 'session.expired' })
    expect(lost.actions.saveDrafts).toHaveBeenCalledTimes(1)
    expect(lost.actions.clearDrafts).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(lost.actor.getSnapshot().hasTag('signedOut')).toBe(true))
    expect(lost.signOut).toHaveBeenCalledTimes(1)

    const ended = startSession()
    await vi.waitFor(() => expect(ended.actor.getSnapshot().hasTag('signedIn')).toBe(true))
    ended.actor.send({ type: 'session.signOut' })
    expect(ended.actions.clearDrafts).toHaveBeenCalledTimes(1)
    expect(ended.actions.saveDrafts).not.toHaveBeenCalled()
  })

  it('confirms a cookie-cached user with the server in the background', async () => {
    let calls = 0
    const { actor } = startSession({
      userAnswers: async () => {
        calls += 1
        return calls === 1
          ? { user: user(false), cached: true }
          : { user: user(true), cached: false }
      },
    })
    await vi.waitFor(() => expect(selectVerification(actor.getSnapshot())).toBe('verified'))
    expect(actor.getSnapshot().context.userIsCached).toBe(false)
  })

  it('stays signed in when the refresh gets no answer, and tries again 1 s, 2 s, 4 s later', async () => {
    vi.useFakeTimers()
    const { actor, renewToken, actions } = startSession()
    await vi.advanceTimersByTimeAsync(0)
    renewToken.mockRejectedValue({ ok: false, status: 0, error: { message: 'Failed to fetch' } })
    await vi.advanceTimersByTimeAsync(sessionConstants.refreshMarkerMs)
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(selectIsConnectionLost(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
    for (const [attempt, delay] of [1000, 2000, 4000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(renewToken).toHaveBeenCalledTimes(attempt + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(renewToken).toHaveBeenCalledTimes(attempt + 2)
    }
    renewToken.mockResolvedValue({ token: 'token-3', refreshAt: Date.now() + 600_000 })
    await vi.advanceTimersByTimeAsync(8000)
    expect(selectIsConnectionLost(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ token: 'token-3', reconnectAttempts: 0 })
    expect(actions.saveDrafts).not.toHaveBeenCalled()
    vi.useRealTimers()
  })

  it('never waits more than a minute between two tries', async () => {
    vi.useFakeTimers()
    const { actor, renewToken } = startSession()
    await vi.advanceTimersByTimeAsync(0)
    renewToken.mockRejectedValue({ ok: false, status: 503, error: { message: 'Unavailable' } })
    await vi.advanceTimersByTimeAsync(sessionConstants.refreshMarkerMs)
    await vi.advanceTimersByTimeAsync(10 * sessionConstants.reconnectMaxDelayMs)
    const calls = renewToken.mock.calls.length
    await vi.advanceTimersByTimeAsync(sessionConstants.reconnectMaxDelayMs)
    expect(renewToken).toHaveBeenCalledTimes(calls + 1)
    expect(selectIsConnectionLost(actor.getSnapshot())).toBe(true)
    vi.useRealTimers()
  })

  it('refreshes at once when the browser is back online', async () => {
    vi.useFakeTimers()
    const { actor, renewToken, emit } = startSession()
    await vi.advanceTimersByTimeAsync(0)
    emit({ type: 'session.connectionLost' })
    expect(selectIsConnectionLost(actor.getSnapshot())).toBe(true)
    emit({ type: 'session.online' })
    await vi.advanceTimersByTimeAsync(0)
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(selectIsConnectionLost(actor.getSnapshot())).toBe(false)
    vi.useRealTimers()
  })

  it.each([401, 419])(
    'ends the session, keeping drafts, when the refresh is refused with %i',
    async (status) => {
      vi.useFakeTimers()
      const { actor, renewToken, actions } = startSession()
      await vi.advanceTimersByTimeAsync(0)
      renewToken.mockRejectedValue({ ok: false, status, error: { message: 'Unauthenticated.' } })
      await vi.advanceTimersByTimeAsync(sessionConstants.refreshMarkerMs)
      expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
      expect(actions.saveDrafts).toHaveBeenCalledTimes(1)
      expect(actions.redirectToLogin).toHaveBeenCalled()
      vi.useRealTimers()
    },
  )

  it('follows another tab: its sign-out signs this one out, its sign-in reloads the user', async () => {
    const { actor, emit, fetchUser } = startSession()
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('signedIn')).toBe(true))
    emit({ type: 'session.tokenChanged', token: 'token-9', refreshAt: Date.now() + 600_000 })
    expect(actor.getSnapshot().context.token).toBe('token-9')
    await vi.waitFor(() => expect(fetchUser).toHaveBeenCalledTimes(2))
    emit({ type: 'session.tokenChanged', token: null, refreshAt: null })
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('signedOut')).toBe(true))
  })
})

describe('a session whose server could not be reached', () => {
  it('follows another tab: its sign-out signs out here, its sign-in loads the user', async () => {
    const { actor, emit, fetchUser } = startSession({
      userAnswers: async () => {
        throw { ok: false, status: 0, error: { message: 'Failed to fetch' } }
      },
    })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('unavailable')).toBe(true))
    fetchUser.mockResolvedValue({ user: user(true), cached: false })
    emit({ type: 'session.tokenChanged', token: 'token-9', refreshAt: Date.now() + 600_000 })
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('signedIn')).toBe(true))

    const other = startSession({
      userAnswers: async () => {
        throw { ok: false, status: 503, error: { message: 'Unavailable' } }
      },
    })
    await vi.waitFor(() => expect(other.actor.getSnapshot().matches('unavailable')).toBe(true))
    other.emit({ type: 'session.tokenChanged', token: null, refreshAt: null })
    await vi.waitFor(() => expect(other.actor.getSnapshot().hasTag('signedOut')).toBe(true))
  })
})
