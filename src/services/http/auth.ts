import type { ConfiguredMiddleware, WretchOptions } from 'wretch'
import { failureMessage } from '../../contract/result'
import type { HttpEvents } from './catalogue'
import { HttpError } from './errors'
import { isRefusal, type Refresher } from './refresh'
import type { TokenStore } from './tokens'

export interface AuthMiddlewareDeps {
  tokens: TokenStore
  refresher: Refresher
  events: Pick<HttpEvents, 'connectionLost'>
}

function withBearer(options: WretchOptions, token: string | null): WretchOptions {
  const headers = new Headers(options.headers as HeadersInit | undefined)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  else headers.delete('Authorization')
  return { ...options, headers }
}

/**
 * Sends the bearer token and, when it is refused (401), retries once with a refreshed one. A
 * request sent without a token is not retried: its 401 is passed on. A refused refresh passes
 * the 401 on, and so does a 401 after the retry: the catalogue ends the session, never a loop.
 * A refresh that got no usable answer (offline, a 5xx) fails the request as unanswered (status
 * 0) instead, and tells the session the connection is lost: the session is not over.
 */
export function authMiddleware({
  tokens,
  refresher,
  events,
}: AuthMiddlewareDeps): ConfiguredMiddleware {
  return (next) => async (url, options) => {
    const sentWith = tokens.access()
    const response = await next(url, withBearer(options, sentWith))
    if (response.status !== 401 || !sentWith) return response
    const fresh = await refresher.refresh(sentWith)
    if (fresh.ok) return next(url, withBearer(options, fresh.data))
    if (isRefusal(fresh)) return response
    events.connectionLost()
    throw new HttpError(0, url, null, failureMessage(fresh))
  }
}
