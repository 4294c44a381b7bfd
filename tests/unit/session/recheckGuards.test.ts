import { describe, expect, it, vi } from 'vitest'
import type { AppRouter } from '../../../src/views/router'
import { recheckGuards } from '../../../src/views/session/connectRouter'

const signedInPage = ['__root__', '/_default', '/_default/_auth', '/_default/_auth/campaigns/']
const guestPage = ['__root__', '/_blank', '/_blank/_guest', '/_blank/_guest/login']

/** A router showing a page (its route ids), or none yet, and maybe loading one now. */
function fakeRouter(state: { matches: number | string[]; isLoading: boolean }) {
  const listeners: (() => void)[] = []
  const routeIds =
    typeof state.matches === 'number' ? signedInPage.slice(0, state.matches) : state.matches
  const router = {
    state: { matches: routeIds.map((routeId) => ({ routeId })), isLoading: state.isLoading },
    invalidate: vi.fn(async () => {}),
    subscribe: vi.fn((_event: string, listener: () => void) => {
      listeners.push(listener)
      return () => listeners.splice(listeners.indexOf(listener), 1)
    }),
  }
  /** The load resolves: the page it loaded is shown. */
  const resolve = (shown: string[] = routeIds) => {
    router.state.matches = shown.map((routeId) => ({ routeId }))
    for (const listener of [...listeners]) listener()
  }
  return { router, resolve, listeners }
}

describe('checking the page again when the session ends', () => {
  it('checks a page at rest at once', () => {
    const { router } = fakeRouter({ matches: 4, isLoading: false })
    recheckGuards(router as unknown as AppRouter)
    expect(router.invalidate).toHaveBeenCalledTimes(1)
  })

  it('leaves a guest page alone: a sign-in form being typed in stays as it is', () => {
    const { router, resolve } = fakeRouter({ matches: guestPage, isLoading: false })
    recheckGuards(router as unknown as AppRouter)
    const loading = fakeRouter({ matches: guestPage, isLoading: true })
    recheckGuards(loading.router as unknown as AppRouter)
    loading.resolve()
    resolve()
    expect(router.invalidate).not.toHaveBeenCalled()
    expect(loading.router.invalidate).not.toHaveBeenCalled()
  })

  it('checks a page being loaded once its load resolves (its loader may be the refused call)', () => {
    const { router, resolve, listeners } = fakeRouter({ matches: 4, isLoading: true })
    recheckGuards(router as unknown as AppRouter)
    expect(router.invalidate).not.toHaveBeenCalled()
    expect(router.subscribe).toHaveBeenCalledWith('onResolved', expect.any(Function))
    resolve()
    expect(router.invalidate).toHaveBeenCalledTimes(1)
    expect(listeners).toHaveLength(0)
  })

  it('checks the first page once its load resolves: the cookie’s user let it pass its guard', () => {
    const { router, resolve } = fakeRouter({ matches: 0, isLoading: true })
    recheckGuards(router as unknown as AppRouter)
    expect(router.invalidate).not.toHaveBeenCalled()
    resolve(signedInPage)
    expect(router.invalidate).toHaveBeenCalledTimes(1)
  })

  it('leaves a router that has not begun loading to the guards, which run anyway', () => {
    const { router } = fakeRouter({ matches: 0, isLoading: false })
    recheckGuards(router as unknown as AppRouter)
    expect(router.invalidate).not.toHaveBeenCalled()
    expect(router.subscribe).not.toHaveBeenCalled()
  })
})
