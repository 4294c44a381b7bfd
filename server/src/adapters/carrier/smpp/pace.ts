/**
 * A per-connection rate limit: at most `perSecond` starts a second, evenly spaced (one every
 * 1000/perSecond ms), so a vendor's TPS cap is never exceeded even in a burst, and a wait is
 * never longer than the queue ahead of it. `take()` resolves when the caller may go.
 */
export interface Pacer {
  take(): Promise<void>
}

export function createPacer(perSecond: number, now: () => number = Date.now): Pacer {
  const spacingMs = 1000 / perSecond
  let nextAt = Number.NEGATIVE_INFINITY
  return {
    take() {
      const at = Math.max(now(), nextAt)
      nextAt = at + spacingMs
      const wait = at - now()
      return wait <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait))
    },
  }
}
