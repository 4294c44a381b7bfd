import type { Clock } from '../domain/clock'
import { ApiError } from './errors'
import { said } from './words'

export interface RateLimit {
  attempts: number
  windowMs: number
}

interface Window {
  count: number
  endsAt: number
}

/** Above this many keys, ended windows are swept before a new one is added. */
const sweepThreshold = 10_000

/**
 * Fixed-window counters kept in memory, per server process. A key is what is limited, such as
 * `login:<email>|<address>`; its window starts at its first hit.
 */
export function createRateLimiter(clock: Clock) {
  const windows = new Map<string, Window>()

  const current = (key: string): Window | undefined => {
    const window = windows.get(key)
    if (window && window.endsAt <= clock().getTime()) {
      windows.delete(key)
      return undefined
    }
    return window
  }

  const sweep = () => {
    const now = clock().getTime()
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key)
  }

  return {
    /** Throws 429 with Retry-After when `key` has used up its attempts. */
    ensureAllowed(key: string, limit: RateLimit): void {
      const window = current(key)
      if (!window || window.count < limit.attempts) return
      const seconds = Math.max(1, Math.ceil((window.endsAt - clock().getTime()) / 1000))
      throw new ApiError(
        429,
        said('auth.tooManyAttempts', { seconds }),
        { retry_after: seconds },
        { 'Retry-After': String(seconds) },
      )
    },
    /** Counts one attempt against `key`. */
    hit(key: string, limit: RateLimit): void {
      const window = current(key)
      if (window) {
        window.count += 1
        return
      }
      if (windows.size >= sweepThreshold) sweep()
      windows.set(key, { count: 1, endsAt: clock().getTime() + limit.windowMs })
    },
    /** Forgets `key`'s attempts, e.g. after a successful sign-in. */
    reset(key: string): void {
      windows.delete(key)
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
