import type { TabLock } from './tabLock'
import type { TokenPair, TokenStore } from './tokens'

export interface RefresherDeps {
  tokens: TokenStore
  /** Exchanges the refresh token for new tokens (POST token/refresh); null when refused. */
  refreshTokens: (refreshToken: string | null) => Promise<TokenPair | null>
  lock: TabLock
}

/**
 * Single-flight token refresh: however many requests are refused at once, one refresh runs,
 * in one tab at a time, and every caller gets its outcome: the new access token, or null.
 */
export function createRefresher({ tokens, refreshTokens, lock }: RefresherDeps) {
  let inFlight: Promise<string | null> | null = null

  const refreshOnce = (staleToken: string) =>
    lock(async () => {
      // Another tab may have refreshed while this one waited for the lock.
      const current = tokens.access()
      if (current && current !== staleToken) return current
      const fresh = await refreshTokens(tokens.refresh()).catch(() => null)
      if (!fresh) return null
      tokens.store(fresh)
      return fresh.accessToken
    })

  return {
    /** A new access token to replace `staleToken`, refreshing only when nobody else has. */
    refresh(staleToken: string): Promise<string | null> {
      const current = tokens.access()
      if (current && current !== staleToken) return Promise.resolve(current)
      inFlight ??= refreshOnce(staleToken).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}

export type Refresher = ReturnType<typeof createRefresher>
