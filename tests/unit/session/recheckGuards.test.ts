import { describe, expect, it, vi } from 'vitest'
import type { AppRouter } from '../../../src/views/router'
import { recheckGuards } from '../../../src/views/session/connectRouter'

/** A router that has or has not loaded a page yet, and may be loading one now. */
function fakeRouter(state: { matches: number; isLoading: boolean }) {
  const listeners: (() => void)[] = []
  const router = {
    state: {
      matches: Array.from({ length: state.matches }),
      isLoading: state.isLoading,
      location: { href: '/campaigns' },
    },
    invalidate: vi.fn(async () => {}),
    subscribe: vi.fn((_event: string, listener: () => void) => {
      listeners.push(listener)
      return () => listeners.splice(listeners.indexOf(listener), 1)
    }),
  }
  const resolve = () => {
    for (const listener of [...listeners]) listener()
  }
  return { router, resolve, listeners }
}

describe('checking the page again when the session ends', () => {
  it('checks a page at rest at once', () => {
    const { router } = fakeRouter({ matches: 2, isLoading: false })
    recheckGuards(router as unknown as AppRouter)
    expect(router.invalidate).toHaveBeenCalledTimes(1)
  })

  it('checks a page being loaded once its load resolves (its loader may be the refused call)', () => {
    const { router, resolve, listeners } = fakeRouter({ matches: 2, isLoading: true })
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
    resolve()
    expect(router.invalidate).toHaveBeenCalledTimes(1)
  })

  it('leaves a page navigated to since alone: its guards ran with the session as it is now', () => {
    const { router, resolve } = fakeRouter({ matches: 0, isLoading: true })
    recheckGuards(router as unknown as AppRouter)
    router.state.location = { href: '/login' }
    resolve()
    expect(router.invalidate).not.toHaveBeenCalled()
  })

  it('leaves a router that has not begun loading to the guards, which run anyway', () => {
    const { router } = fakeRouter({ matches: 0, isLoading: false })
    recheckGuards(router as unknown as AppRouter)
    expect(router.invalidate).not.toHaveBeenCalled()
    expect(router.subscribe).not.toHaveBeenCalled()
  })
})
