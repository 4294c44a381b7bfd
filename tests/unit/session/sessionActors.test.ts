import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import { failure, type Result, success } from '../../../src/contract/result'
import {
  createSessionActors,
  type SessionEvent,
  type SessionUser,
  sessionMachine,
} from '../../../src/machines/session'
import { testUser } from '../support/session'

function setUp(options: { cached?: SessionUser | null; token?: string | null } = {}) {
  const store = {
    access: options.token === undefined ? 'token-1' : options.token,
    refresh: 'refresh-1' as string | null,
    marker: (Date.now() + 600_000) as number | null,
  }
  let answerUser: (result: Result<SessionUser>) => void = () => {}
  const deps = {
    tokens: {
      access: () => store.access,
      refresh: () => store.refresh,
      refreshMarker: () => store.marker,
      clear: vi.fn(() => {
        store.access = null
        store.refresh = null
        store.marker = null
      }),
    },
    refresher: {
      refresh: vi.fn(
        async (_stale: string): Promise<Result<string>> => failure('Unauthenticated.', 401),
      ),
    },
    calls: {
      user: vi.fn(() => new Promise<Result<SessionUser>>((resolve) => (answerUser = resolve))),
      logout: vi.fn(async (_refreshToken: string | null) => ({ ok: true, data: {} }) as const),
      sendVerificationNotice: vi.fn(async () => ({ ok: true, data: {} }) as const),
    },
    userCache: {
      read: vi.fn(() => options.cached ?? null),
      write: vi.fn(),
      clear: vi.fn(),
    },
    dictionaries: { useTeam: vi.fn(), clear: vi.fn() },
    drafts: { saveAll: vi.fn(), clear: vi.fn() },
    redirectToLogin: vi.fn(),
    listen: vi.fn((_send: (event: SessionEvent) => void) => () => {}),
  }
  const { actors, actions } = createSessionActors(deps)
  return { deps, store, actors, actions, answerUser: (r: Result<SessionUser>) => answerUser(r) }
}

describe('the session actors', () => {
  it('fetch the user once for every caller at the same time', async () => {
    const { actors, deps, answerUser } = setUp()
    const first = createActor(actors.fetchUser, { input: { force: false } }).start()
    const second = createActor(actors.fetchUser, { input: { force: true } }).start()
    answerUser({ ok: true, data: testUser() })
    await waitFor(first, (snapshot) => snapshot.status === 'done')
    await waitFor(second, (snapshot) => snapshot.status === 'done')
    expect(deps.calls.user).toHaveBeenCalledTimes(1)
    expect(first.getSnapshot().output).toEqual({ user: testUser(), cached: false })
  })

  it('answer the cookie user when there is one, unless asked to fetch', async () => {
    const { actors, deps } = setUp({ cached: testUser({ name: 'Cached' }) })
    const cached = createActor(actors.fetchUser, { input: { force: false } }).start()
    await waitFor(cached, (snapshot) => snapshot.status === 'done')
    expect(cached.getSnapshot().output).toEqual({
      user: testUser({ name: 'Cached' }),
      cached: true,
    })
    expect(deps.calls.user).not.toHaveBeenCalled()
    createActor(actors.fetchUser, { input: { force: true } }).start()
    expect(deps.calls.user).toHaveBeenCalledTimes(1)
  })

  it('report a refused user fetch with its status, which signs out on 401', async () => {
    const { actors, answerUser } = setUp()
    const fetching = createActor(actors.fetchUser, { input: { force: false } })
    const failure = new Promise((resolve) => fetching.subscribe({ error: resolve }))
    fetching.start()
    answerUser({ ok: false, status: 401, error: { message: 'Unauthenticated.' } })
    expect(await failure).toEqual({
      ok: false,
      status: 401,
      error: { message: 'Unauthenticated.' },
    })
  })

  it('renew through the shared refresher and fail with its failure when it is refused', async () => {
    const { actors, deps } = setUp()
    deps.refresher.refresh.mockResolvedValueOnce(success('token-2'))
    const renewed = createActor(actors.renewToken, { input: { token: 'token-1' } }).start()
    await waitFor(renewed, (snapshot) => snapshot.status === 'done')
    expect(deps.refresher.refresh).toHaveBeenCalledWith('token-1')
    expect(renewed.getSnapshot().output?.token).toBe('token-2')
    const refused = createActor(actors.renewToken, { input: { token: 'token-2' } })
    const failure = new Promise((resolve) => refused.subscribe({ error: resolve }))
    refused.start()
    expect(await failure).toMatchObject({ status: 401 })
  })

  it('with no stored token: clear everything, call token/logout, leave for /login', async () => {
    const { actors, actions, deps } = setUp({ token: null })
    const session = createActor(sessionMachine.provide({ actors, actions })).start()
    await waitFor(session, (snapshot) => snapshot.hasTag('signedOut'))
    expect(deps.userCache.clear).toHaveBeenCalled()
    expect(deps.dictionaries.clear).toHaveBeenCalled()
    expect(deps.calls.logout).toHaveBeenCalledWith('refresh-1')
    expect(deps.tokens.clear).toHaveBeenCalled()
    expect(deps.redirectToLogin).toHaveBeenCalledTimes(1)
  })

  it('keep the user in its cookie, the dictionaries on its team, drafts under its id', async () => {
    const { actors, actions, deps, answerUser } = setUp()
    const session = createActor(
      sessionMachine.provide({
        actors: { ...actors, listen: fromCallback(() => () => {}) },
        actions,
      }),
    ).start()
    await vi.waitFor(() => expect(deps.calls.user).toHaveBeenCalled())
    answerUser({ ok: true, data: testUser() })
    await waitFor(session, (snapshot) => snapshot.hasTag('signedIn'))
    expect(deps.userCache.write).toHaveBeenCalledWith(testUser())
    expect(deps.dictionaries.useTeam).toHaveBeenCalledWith('team-1')
    session.send({ type: 'session.expired' })
    expect(deps.drafts.saveAll).toHaveBeenCalledWith('user-1')
    await waitFor(session, (snapshot) => snapshot.hasTag('signedOut'))
  })
})
