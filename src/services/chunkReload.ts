import { chunkReload } from '../contract/signInConstants'

const lastReloadKey = 'switchboard.chunkReloadAt'

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
}

export type ChunkFailureOutcome = 'reloading' | 'gave-up'

/**
 * A lazy chunk that fails to load (usually a deploy replaced it) is fixed by one reload. A second
 * failure inside the guard window means the reload did not help: reloading again would loop, so
 * the failure is left to the error page.
 */
export function createChunkReloadGuard(deps: ChunkReloadDeps) {
  let gaveUp = false
  return {
    handleChunkFailure(): ChunkFailureOutcome {
      const lastReloadAt = Number(deps.storage.getItem(lastReloadKey) ?? Number.NaN)
      const now = deps.now()
      if (Number.isFinite(lastReloadAt) && now - lastReloadAt < chunkReload.guardWindowMs) {
        gaveUp = true
        return 'gave-up'
      }
      deps.storage.setItem(lastReloadKey, String(now))
      deps.reload()
      return 'reloading'
    },
    /** True once a failure inside the window was left to the error page. */
    hasGivenUp: () => gaveUp,
  }
}

export type ChunkReloadGuard = ReturnType<typeof createChunkReloadGuard>

/**
 * Listens for Vite's preload errors. The event is always cancelled so that the router's own
 * once-per-session reload never runs: this guard is the only reload policy.
 */
export function installChunkReloadGuard(target: Window, guard: ChunkReloadGuard): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault()
    guard.handleChunkFailure()
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => target.removeEventListener('vite:preloadError', onPreloadError)
}

export const chunkReloadGuard = createChunkReloadGuard({
  storage: {
    getItem: (key) => globalThis.sessionStorage?.getItem(key) ?? null,
    setItem: (key, value) => globalThis.sessionStorage?.setItem(key, value),
  },
  now: () => Date.now(),
  reload: () => globalThis.location.reload(),
})
