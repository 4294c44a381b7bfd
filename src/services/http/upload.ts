import { type AppLocale, http as httpConstants } from '../../contract/constants'
import { failureMessage } from '../../contract/result'
import { readLocale } from '../locale'
import type { HttpEvents } from './catalogue'
import type { ApiResult } from './client'
import { HttpError, isValidationBody } from './errors'
import { localeHeader } from './locale'
import { problemWords } from './problemWords'
import { isRefusal, type Refresher } from './refresh'
import type { TokenStore } from './tokens'

export interface UploadProgressEvent {
  loaded: number
  total: number
}

export interface UploadOptions {
  /** Cancels the upload: the request is aborted and the answer says so. */
  signal?: AbortSignal
  /** Called as bytes go out, at most once per whole percent. */
  onProgress?: (progress: UploadProgressEvent) => void
  /** Plain fields sent before the file (a rate sheet's `route_id`). */
  fields?: Record<string, string>
}

export interface UploaderDeps {
  tokens: TokenStore
  refresher: Refresher
  events: HttpEvents
  baseUrl?: string
  log?: (error: HttpError) => void
  /** A fresh XMLHttpRequest (tests give a fake one). */
  createRequest?: () => XMLHttpRequest
  /** The interface locale, sent as Accept-Language so the server answers in it. */
  locale?: () => AppLocale
}

interface RawAnswer {
  status: number
  body: unknown
  aborted: boolean
  /** The request never got an answer (offline, refused by the network). */
  networkError: boolean
}

function parse(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Sends a file as multipart/form-data (one field) with XMLHttpRequest, the one browser API that
 * reports upload progress. The File goes as it is: the browser streams it from disk, so it is
 * never read whole into memory. Bearer token, credentials, the refresh on 401 and the error
 * catalogue are those of the app's HTTP client (client.ts), so an upload answers like any call.
 */
export function createUploader(deps: UploaderDeps) {
  const base = deps.baseUrl ?? httpConstants.apiBase
  const log = deps.log ?? ((error: HttpError) => console.error(error))
  const createRequest = deps.createRequest ?? (() => new XMLHttpRequest())
  const locale = deps.locale ?? (() => readLocale())

  function sendOnce(url: string, body: FormData, token: string | null, options: UploadOptions) {
    return new Promise<RawAnswer>((resolve) => {
      const request = createRequest()
      let lastPercent = -1
      const abort = () => request.abort()
      request.open('POST', url)
      request.withCredentials = true
      request.setRequestHeader('Accept', 'application/json')
      request.setRequestHeader(localeHeader, locale())
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable) return
        const percent = Math.floor((event.loaded / event.total) * 100)
        if (percent === lastPercent) return
        lastPercent = percent
        options.onProgress?.({ loaded: event.loaded, total: event.total })
      }
      const settle = (answer: Omit<RawAnswer, 'body'>) => {
        options.signal?.removeEventListener('abort', abort)
        resolve({ ...answer, body: parse(request.responseText ?? '') })
      }
      request.onload = () => settle({ status: request.status, aborted: false, networkError: false })
      request.onerror = () => settle({ status: 0, aborted: false, networkError: true })
      request.onabort = () => settle({ status: 0, aborted: true, networkError: false })
      options.signal?.addEventListener('abort', abort, { once: true })
      if (options.signal?.aborted) {
        settle({ status: 0, aborted: true, networkError: false })
        return
      }
      request.send(body)
    })
  }

  /** POSTs `file` in the field `field` to a /v1 path; never throws, like the client's calls. */
  async function upload<T>(
    path: string,
    field: string,
    file: Blob & { name?: string },
    options: UploadOptions = {},
  ): Promise<ApiResult<T>> {
    const url = `${base}${httpConstants.apiVersion}/${path}`
    const body = new FormData()
    for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value)
    body.append(field, file, file.name ?? 'upload')
    const sentWith = deps.tokens.access()
    let answer = await sendOnce(url, body, sentWith, options)
    if (answer.status === 401 && sentWith && !options.signal?.aborted) {
      const fresh = await deps.refresher.refresh(sentWith)
      if (fresh.ok) answer = await sendOnce(url, body, fresh.data, options)
      else if (!isRefusal(fresh)) {
        // No answer to the refresh: the session goes on, this upload did not get through.
        deps.events.connectionLost()
        return {
          ok: false,
          status: 0,
          error: new HttpError(0, url, null, failureMessage(fresh)),
          aborted: false,
        }
      }
    }
    if (answer.status >= 200 && answer.status < 300) return { ok: true, data: answer.body as T }
    const error = answer.networkError
      ? new HttpError(0, url, null, problemWords('problem.uploadOffline'))
      : answer.aborted
        ? new HttpError(0, url, null, problemWords('problem.uploadCancelled'))
        : new HttpError(answer.status, url, answer.body)
    return catalogue(error, answer)
  }

  /** The error catalogue of spec §8, as client.ts applies it. */
  function catalogue<T>(error: HttpError, answer: RawAnswer): ApiResult<T> {
    const failure = { ok: false, status: error.status, error, aborted: answer.aborted } as const
    if (answer.aborted) return failure
    if (error.status === 401 || error.status === 419) {
      deps.tokens.clear()
      deps.events.sessionExpired(error)
    } else if (error.status === 409) deps.events.unverified(error)
    else if (error.status === 404) deps.events.notFound(error)
    else if (error.status === 422 && isValidationBody(error.body))
      return { ok: false, status: 422, validation: error.body }
    log(error)
    return failure
  }

  return { upload }
}

export type Uploader = ReturnType<typeof createUploader>
