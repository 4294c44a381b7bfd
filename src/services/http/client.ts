import wretch, { type WretchError } from 'wretch'
import { type AppLocale, http as httpConstants } from '../../contract/constants'
import type { Failure, Rejection, Success } from '../../contract/result'
import { readLocale } from '../locale'
import { authMiddleware } from './auth'
import type { HttpEvents } from './catalogue'
import { HttpError, isValidationBody, readBody } from './errors'
import { localeMiddleware } from './locale'
import type { Refresher } from './refresh'
import type { TokenStore } from './tokens'

export type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  /** Cancels the request: a machine leaving the state that asked for it. */
  signal?: AbortSignal
  /**
   * A 404 is this request's answer (an invitation used up), said where it was asked, not the
   * fatal not-found page (spec §8's default).
   */
  notFoundIsAnswer?: boolean
}

/** A request that got its answer, or the validation failure spec §8 returns as a value. */
export type Answer<T> = Success<T> | Rejection

/** What the wrappers return: the contract's Result, its failure carrying the HttpError. */
export type ApiResult<T> = Answer<T> | (Failure & { error: HttpError; aborted: boolean })

export interface HttpClientDeps {
  tokens: TokenStore
  refresher: Refresher
  events: HttpEvents
  fetch?: (url: string, options: RequestInit) => Promise<Response>
  baseUrl?: string
  log?: (error: HttpError) => void
  /** The interface locale, sent as Accept-Language so the server answers in it. */
  locale?: () => AppLocale
  /** Told of each write (not a GET) the server took, by its path: what caches it goes stale. */
  onWrite?: (path: string) => void
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The one HTTP client (spec §7, §8): base /api/proxy/api/, bearer token, credentials included, the
 * interface locale, no timeout, single-flight refresh on 401, and the error catalogue.
 */
export function createHttpClient(deps: HttpClientDeps) {
  const log = deps.log ?? ((error: HttpError) => console.error(error))
  const endSession = (error: HttpError) => {
    deps.tokens.clear()
    deps.events.sessionExpired(error)
    throw error
  }

  const base = wretch(deps.baseUrl ?? httpConstants.apiBase)
    .options({ credentials: 'include' })
    .fetchPolyfill(deps.fetch ?? ((url, options) => fetch(url, options)))
    .middlewares([localeMiddleware(deps.locale ?? (() => readLocale())), authMiddleware(deps)])
    .customError(
      async (error: WretchError, response) =>
        new HttpError(response.status, error.url, await readBody(response)),
    )
    // Even a request sent without a token (the tokens gone meanwhile): the session machine
    // ends a session it still holds, and ignores the 401 when nobody is signed in.
    .catcher(401, (error: HttpError) => endSession(error))
    .catcher(419, (error: HttpError) => endSession(error))
    .catcher(409, (error: HttpError) => {
      deps.events.unverified(error)
      throw error
    })
    .catcher(404, (error: HttpError) => {
      deps.events.notFound(error)
      throw error
    })
    .catcher(422, (error: HttpError) => {
      if (!isValidationBody(error.body)) throw error
      return { ok: false, status: 422, validation: error.body } as const
    })
    .catcher(500, (error: HttpError) => {
      log(error)
      throw error
    })

  /** Sends a request: resolves with the answer (or a 422 value), rejects on every other error. */
  function send<T>(
    area: string,
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ) {
    const addressed = base
      .url(`${area}/${withQuery(path, options.query)}`)
      .options(options.signal ? { signal: options.signal } : {})
    // A catcher of the request replaces the base's for the same status.
    const request = options.notFoundIsAnswer
      ? addressed.catcher(404, (error: HttpError) => {
          throw error
        })
      : addressed
    return request.fetch(method, '', body).res(async (response) => {
      if (method !== 'GET') deps.onWrite?.(path)
      return { ok: true, data: (await readBody(response)) as T } as const
    }) as Promise<Answer<T>>
  }

  /** Spec §8: the wrappers log errors and return them rather than throw. */
  async function settle<T>(answer: Promise<Answer<T>>): Promise<ApiResult<T>> {
    try {
      return await answer
    } catch (caught) {
      const aborted = (caught as Error)?.name === 'AbortError'
      const error =
        caught instanceof HttpError
          ? caught
          : new HttpError(0, '', null, (caught as Error)?.message ?? String(caught))
      if (!aborted && error.status !== 500) log(error)
      return { ok: false, status: error.status, error, aborted }
    }
  }

  const area = (name: string) => ({
    send: <T>(method: string, path: string, body?: unknown, options?: RequestOptions) =>
      send<T>(name, method, path, body, options),
    get: <T>(path: string, options?: RequestOptions) =>
      settle(send<T>(name, 'GET', path, undefined, options)),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      settle(send<T>(name, 'POST', path, body, options)),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      settle(send<T>(name, 'PUT', path, body, options)),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      settle(send<T>(name, 'PATCH', path, body, options)),
    delete: <T>(path: string, options?: RequestOptions) =>
      settle(send<T>(name, 'DELETE', path, undefined, options)),
  })

  return {
    /** Calls under /v1. */
    v1: area(httpConstants.apiVersion),
    /** Calls of the staff area under /management. */
    management: area(httpConstants.managementPath),
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>
