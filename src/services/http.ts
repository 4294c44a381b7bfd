import { Subject } from 'rxjs'
import { http as httpConstants } from '../contract/constants'
import { failure, type Result, success } from '../contract/result'
import { dictionaries } from './dictionaries'
import type { HttpEvents } from './http/catalogue'
import { createHttpClient } from './http/client'
import { type HttpError, readBody } from './http/errors'
import { localeHeader } from './http/locale'
import { problemWords } from './http/problemWords'
import { createRefresher } from './http/refresh'
import { createTabLock } from './http/tabLock'
import type { TokenPair } from './http/tokens'
import { readLocale } from './locale'
import { tokens } from './tokens'

export type HttpEvent =
  | { type: 'http.sessionExpired'; error: HttpError }
  | { type: 'http.unverified'; error: HttpError }
  | { type: 'http.notFound'; error: HttpError }
  | { type: 'http.connectionLost' }

/** The catalogue's side effects as a stream: the session machine and the router listen. */
export const httpEvents$ = new Subject<HttpEvent>()

export const events: HttpEvents = {
  sessionExpired: (error) => httpEvents$.next({ type: 'http.sessionExpired', error }),
  unverified: (error) => httpEvents$.next({ type: 'http.unverified', error }),
  notFound: (error) => httpEvents$.next({ type: 'http.notFound', error }),
  connectionLost: () => httpEvents$.next({ type: 'http.connectionLost' }),
}

export { tokens }

/**
 * POST token/refresh with the raw fetch: the refresh itself must not go through the retry. A
 * thrown fetch (offline) is left to the refresher, which reads it as no answer.
 */
async function refreshTokens(refreshToken: string | null): Promise<Result<TokenPair>> {
  const response = await fetch(
    `${httpConstants.apiBase}${httpConstants.apiVersion}/token/refresh`,
    {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [localeHeader]: readLocale(),
      },
      body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
    },
  )
  const body = (await readBody(response)) as {
    access_token?: string
    refresh_token?: string
    message?: string
  } | null
  if (!response.ok)
    return failure(body?.message ?? problemWords('problem.requestFailed'), response.status)
  return body?.access_token
    ? success({ accessToken: body.access_token, refreshToken: body.refresh_token ?? null })
    : failure(problemWords('problem.unreadable'), response.status)
}

export const refresher = createRefresher({
  tokens,
  refreshTokens,
  lock: createTabLock('switchboard.token-refresh'),
})

/** The one HTTP client of the app. */
export const api = createHttpClient({
  tokens,
  refresher,
  events,
  onWrite: (path) => dictionaries.dropFor(path),
})
