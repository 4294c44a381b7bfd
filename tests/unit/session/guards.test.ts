import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { type SessionSnapshot, sessionMachine } from '../../../src/machines/session'
import type { GuardName } from '../../../src/views/frame/pages'
import {
  afterVerification,
  checkGuard,
  decideGuard,
  SessionUnavailableError,
  safeRedirect,
} from '../../../src/views/guards'
import { testSession, testUser } from '../support/session'

const settled = async (user: ReturnType<typeof testUser> | null) => {
  const session = testSession(user)
  return waitFor(session, (snapshot) => snapshot.hasTag('settled'))
}

describe('the guards of spec §2', () => {
  it.each([
    ['auth', null, { kind: 'signIn', redirect: '/campaigns?page=2' }],
    ['auth', 'unverified', { kind: 'allow' }],
    ['auth', 'verified', { kind: 'allow' }],
    ['guest', null, { kind: 'allow' }],
    ['guest', 'unverified', { kind: 'redirect', href: '/' }],
    ['guest', 'verified', { kind: 'redirect', href: '/' }],
    ['unverified', null, { kind: 'signIn', redirect: '/campaigns?page=2' }],
    ['unverified', 'unverified', { kind: 'allow' }],
    ['unverified', 'verified', { kind: 'redirect', href: '/' }],
    ['verified', null, { kind: 'signIn', redirect: '/campaigns?page=2' }],
    ['verified', 'unverified', { kind: 'redirect', href: '/verify-email' }],
    ['verified', 'verified', { kind: 'allow' }],
    ['public', null, { kind: 'allow' }],
    ['public', 'verified', { kind: 'allow' }],
  ] as const)('%s with %s user decides %j', async (guard, who, decision) => {
    const user = who ? testUser(who === 'unverified' ? { email_verified_at: null } : {}) : null
    const snapshot = await settled(user)
    expect(decideGuard(guard as GuardName, snapshot, '/campaigns?page=2')).toEqual(decision)
  })

  it('sends a signed-in user from a guest page to the page asked for', async () => {
    const snapshot = await settled(testUser())
    expect(decideGuard('guest', snapshot, '/login', '/hub?tab=2')).toEqual({
      kind: 'redirect',
      href: '/hub?tab=2',
    })
  })

  it('leads a newly verified user to the onboarding profile until it is filled in', async () => {
    const done = await settled(testUser())
    expect(afterVerification(done)).toBe('/')
    const fresh = await settled(testUser({ profile: null }))
    expect(afterVerification(fresh)).toBe('/onboarding/profile')
    expect(decideGuard('unverified', fresh, '/verify-email')).toEqual({
      kind: 'redirect',
      href: '/onboarding/profile',
    })
  })

  it.each([
    ['/campaigns', '/campaigns'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [42, '/'],
    [undefined, '/'],
  ])('takes %j as a way back only inside the app (%s)', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })

  it('waits for the session to settle before deciding: no flash of the wrong page', async () => {
    let answer: (() => void) | undefined
    const session = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise(async () => ({ token: 't', refreshAt: Date.now() + 600_000 })),
          fetchUser: fromPromise(
            () =>
              new Promise((resolve) => {
                answer = () => resolve({ user: testUser(), cached: false })
              }),
          ),
          listen: fromCallback(() => () => {}),
        } as never,
      }),
    ).start()
    let passed = false
    const check = checkGuard('verified', session, { href: '/hub', search: {} }).then(() => {
      passed = true
    })
    // The session is fetching its user: the guard is still waiting on it.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'))
    expect(passed).toBe(false)
    answer?.()
    await check
    expect(passed).toBe(true)
  })

  it('throws the sign-in redirect with the way back', async () => {
    const session = testSession(null)
    const thrown = await checkGuard('auth', session, { href: '/hub?x=1', search: {} }).catch(
      (error: unknown) => error,
    )
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/login',
      search: { redirect: '/hub?x=1' },
    })
  })

  it('asks an unreachable server once more, then shows the error page', async () => {
    let calls = 0
    const session = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise(async () => ({ token: 't', refreshAt: Date.now() + 600_000 })),
          fetchUser: fromPromise(async () => {
            calls += 1
            throw { status: 0, message: 'Failed to fetch' }
          }),
          listen: fromCallback(() => () => {}),
        } as never,
      }),
    ).start()
    const thrown = await checkGuard('auth', session, { href: '/', search: {} }).catch(
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(SessionUnavailableError)
    expect((thrown as Error).message).toBe('Failed to fetch')
    expect(calls).toBe(2)
    // A guest page still opens: signing in is how to get going again.
    expect(decideGuard('guest', session.getSnapshot() as SessionSnapshot, '/login')).toEqual({
      kind: 'allow',
    })
  })
})
