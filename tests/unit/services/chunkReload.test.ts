import { describe, expect, it, vi } from 'vitest'
import { chunkReload } from '../../../src/contract/constants'
import { createChunkReloadGuard, installChunkReloadGuard } from '../../../src/services/chunkReload'

function setUp(startAt = 1_000_000) {
  const stored = new Map<string, string>()
  let now = startAt
  const reload = vi.fn()
  const guard = createChunkReloadGuard({
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    now: () => now,
    reload,
  })
  const advance = (ms: number) => {
    now += ms
  }
  return { guard, reload, advance }
}

describe('the chunk reload guard', () => {
  it('reloads on the first failure', () => {
    const { guard, reload } = setUp()
    expect(guard.handleChunkFailure()).toBe('reloading')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(guard.hasGivenUp()).toBe(false)
  })

  it('gives up on a second failure inside the window, so a reload loop is impossible', () => {
    const { guard, reload, advance } = setUp()
    guard.handleChunkFailure()
    advance(chunkReload.guardWindowMs - 1)
    expect(guard.handleChunkFailure()).toBe('gave-up')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(guard.hasGivenUp()).toBe(true)
  })

  it('reloads again once the window has passed', () => {
    const { guard, reload, advance } = setUp()
    guard.handleChunkFailure()
    advance(chunkReload.guardWindowMs)
    expect(guard.handleChunkFailure()).toBe('reloading')
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('cancels the preload error event so no other reload policy runs', () => {
    const { guard, reload } = setUp()
    const uninstall = installChunkReloadGuard(window, guard)
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    uninstall()
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
