import { session } from '../../contract/constants'
import { type Failure, failure, type Result, success } from '../../contract/result'
import { problemWords } from './problemWords'
import type { TabLock } from './tabLock'
import type { TokenPair, TokenStore } from './tokens'

export interface RefresherDeps {
  tokens: TokenStore
  /**
   * Exchanges the refresh token for new tokens (POST token/refresh): the pair, or the failure
   * with the answer's status (0 when no answer came).
   */
  refreshTokens: (refreshToken: string | null) => Promise<Result<TokenPair>>
  lock: TabLock
}

/** The refresh was refused (401 or 419): the session is over. Any other failure is the network's. */
export const isRefusal = (outcome: Result<unknown>): outcome is Failure =>
  !outcome.ok && session.endingStatuses.includes(outcome.status)

const unreachable = (): Failure => failure(problemWords('problem.unreachable'))

/**
 * Single-flight token refresh: however many requests are refused at once, one refresh runs,
 * in one tab at a time, and every caller gets its outcome: the new access token, or why not
 * (refused by the server, or no usable answer: offline, a 5xx).
 */
export function createRefresher({ tokens, refreshTokens, lock }: RefresherDeps) {
  let inFlight: Promise<Result<string>> | null = null

  const refreshOnce = (staleToken: string) =>
    lock(async (): Promise<Result<string>> => {
      // Another tab may have refreshed while this one waited for the lock.
      const current = tokens.access()
      if (current && current !== staleToken) return success(current)
      const fresh = await refreshTokens(tokens.refresh()).catch(unreachable)
      if (!fresh.ok) return fresh
      tokens.store(fresh.data)
      return success(fresh.data.accessToken)
    })

  return {
    /** A new access token to replace `staleToken`, refreshing only when nobody else has. */
    refresh(staleToken: string): Promise<Result<string>> {
      const current = tokens.access()
      if (current && current !== staleToken) return Promise.resolve(success(current))
      inFlight ??= refreshOnce(staleToken).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}

export type Refresher = ReturnType<typeof createRefresher>
