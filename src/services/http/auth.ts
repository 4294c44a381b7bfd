import type { ConfiguredMiddleware, WretchOptions } from 'wretch'
import type { Refresher } from './refresh'
import type { TokenStore } from './tokens'

export interface AuthMiddlewareDeps {
  tokens: TokenStore
  refresher: Refresher
}

function withBearer(options: WretchOptions, token: string | null): WretchOptions {
  const headers = new Headers(options.headers as HeadersInit | undefined)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  else headers.delete('Authorization')
  return { ...options, headers }
}

/**
 * Sends the bearer token and, when it is refused (401), retries once with a refreshed one. A
 * request sent without a token is not retried: its 401 is passed on. A 401 after the retry is
 * passed on too, and the catalogue ends the session: never a loop.
 */
export function authMiddleware({ tokens, refresher }: AuthMiddlewareDeps): ConfiguredMiddleware {
  return (next) => async (url, options) => {
    const sentWith = tokens.access()
    const response = await next(url, withBearer(options, sentWith))
    if (response.status !== 401 || !sentWith) return response
    const fresh = await refresher.refresh(sentWith)
    if (!fresh) return response
    return next(url, withBearer(options, fresh))
  }
}
