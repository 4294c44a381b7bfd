import { describe, expect, it, vi } from 'vitest'
import { failure, type Result, success } from '../../../src/contract/result'
import type { HttpEvents } from '../../../src/services/http/catalogue'
import { createRefresher } from '../../../src/services/http/refresh'
import { createTokenStore, type TokenPair } from '../../../src/services/http/tokens'
import { createUploader } from '../../../src/services/http/upload'
import { localeStorageKey } from '../../../src/services/locale'

interface Sent {
  url: string
  headers: Record<string, string>
  body: FormData
  withCredentials: boolean
}

/** A scripted XMLHttpRequest: each request answers with the next status and body of `answers`. */
function fakeRequests(answers: { status: number; body?: unknown; progress?: number[] }[]) {
  const sent: Sent[] = []
  let aborts = 0
  const createRequest = () => {
    const headers: Record<string, string> = {}
    let url = ''
    const request = {
      status: 0,
      responseText: '',
      withCredentials: false,
      upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      open: (_method: string, target: string) => {
        url = target
      },
      setRequestHeader: (name: string, value: string) => {
        headers[name] = value
      },
      abort: () => {
        aborts += 1
        request.onabort?.()
      },
      send: (body: FormData) => {
        sent.push({ url, headers, body, withCredentials: request.withCredentials })
        const answer = answers.shift()
        if (!answer) return
        // Answers arrive later, as from a network, so an abort can come first.
        setTimeout(() => {
          for (const loaded of answer.progress ?? [])
            request.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as never)
          if (answer.status === 0) return request.onerror?.()
          request.status = answer.status
          request.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body)
          request.onload?.()
        }, 1)
      },
    }
    return request as unknown as XMLHttpRequest
  }
  return { sent, createRequest, aborts: () => aborts }
}

function setUp(answers: Parameters<typeof fakeRequests>[0], refreshFails?: number) {
  localStorage.clear()
  const tokens = createTokenStore(localStorage)
  tokens.store({ accessToken: 'token-1', refreshToken: 'refresh-1' })
  const refreshTokens = vi.fn(
    async (): Promise<Result<TokenPair>> =>
      refreshFails === undefined
        ? success({ accessToken: 'token-2', refreshToken: 'refresh-2' })
        : failure('The refresh failed.', refreshFails),
  )
  const refresher = createRefresher({ tokens, refreshTokens, lock: (work) => work() })
  const events: HttpEvents = {
    sessionExpired: vi.fn(),
    unverified: vi.fn(),
    notFound: vi.fn(),
    connectionLost: vi.fn(),
  }
  const requests = fakeRequests(answers)
  const log = vi.fn()
  const uploader = createUploader({
    tokens,
    refresher,
    events,
    log,
    createRequest: requests.createRequest,
  })
  return { uploader, requests, events, tokens, refreshTokens, log }
}

const file = new File(['Phone\n+447911123456\n'], 'contacts.csv', { type: 'text/csv' })

describe('uploading a file', () => {
  it('sends the File as multipart with the bearer token and reports progress per percent', async () => {
    const { uploader, requests } = setUp([
      { status: 201, body: { id: 'file-1' }, progress: [10, 10.2, 55, 100] },
    ])
    const onProgress = vi.fn()
    const result = await uploader.upload('data-files/upload', 'file', file, { onProgress })
    expect(result).toEqual({ ok: true, data: { id: 'file-1' } })
    const [request] = requests.sent
    expect(request?.url).toBe('/api/proxy/api/v1/data-files/upload')
    expect(request?.headers.Authorization).toBe('Bearer token-1')
    expect(request?.headers['Accept-Language']).toBe('en')
    expect(request?.withCredentials).toBe(true)
    // The very File object is sent: the browser streams it, nothing reads it here.
    expect(request?.body.get('file')).toBeInstanceOf(File)
    expect((request?.body.get('file') as File | undefined)?.name).toBe('contacts.csv')
    expect(onProgress.mock.calls.map(([progress]) => progress.loaded)).toEqual([10, 55, 100])
  })

  it('sends the interface locale as Accept-Language, so the server answers in it', async () => {
    const { uploader, requests } = setUp([{ status: 201, body: { id: 'file-1' } }])
    localStorage.setItem(localeStorageKey, 'ar')
    await uploader.upload('data-files/upload', 'file', file)
    expect(requests.sent[0]?.headers['Accept-Language']).toBe('ar')
  })

  it('refreshes the token once on 401 and sends again', async () => {
    const { uploader, requests, refreshTokens } = setUp([
      { status: 401, body: { message: 'Unauthenticated.' } },
      { status: 201, body: { id: 'file-1' } },
    ])
    const result = await uploader.upload('data-files/upload', 'file', file)
    expect(result.ok).toBe(true)
    expect(refreshTokens).toHaveBeenCalledTimes(1)
    expect(requests.sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ])
  })

  it('ends the session when the token is refused after the refresh', async () => {
    const { uploader, events, tokens } = setUp([
      { status: 401, body: { message: 'Unauthenticated.' } },
      { status: 401, body: { message: 'Unauthenticated.' } },
    ])
    const result = await uploader.upload('data-files/upload', 'file', file)
    expect(result).toMatchObject({ ok: false, status: 401 })
    expect(events.sessionExpired).toHaveBeenCalledTimes(1)
    expect(tokens.access()).toBeNull()
  })

  it('keeps the session when the refresh gets no usable answer (a 503)', async () => {
    const { uploader, events, tokens } = setUp(
      [{ status: 401, body: { message: 'Unauthenticated.' } }],
      503,
    )
    const result = await uploader.upload('data-files/upload', 'file', file)
    expect(result).toMatchObject({ ok: false, status: 0 })
    expect(events.sessionExpired).not.toHaveBeenCalled()
    expect(events.connectionLost).toHaveBeenCalledTimes(1)
    expect(tokens.access()).toBe('token-1')
  })

  it('answers a 422 as a value, the server message kept', async () => {
    const validation = {
      message: 'The file is not UTF-8 text.',
      errors: { file: ['The file is not UTF-8 text.'] },
    }
    const { uploader, log } = setUp([{ status: 422, body: validation }])
    expect(await uploader.upload('data-files/upload', 'file', file)).toEqual({
      ok: false,
      status: 422,
      validation,
    })
    expect(log).not.toHaveBeenCalled()
  })

  it('says why other failures happened: too large, offline, unverified', async () => {
    const { uploader, events, log } = setUp([
      { status: 413, body: { message: 'The file is larger than 256 MB.' } },
      { status: 0 },
      { status: 409, body: { message: 'Your email address is not verified.' } },
    ])
    const tooLarge = await uploader.upload('data-files/upload', 'file', file)
    expect(tooLarge).toMatchObject({ ok: false, status: 413 })
    expect(!tooLarge.ok && 'error' in tooLarge && tooLarge.error.message).toBe(
      'The file is larger than 256 MB.',
    )
    const offline = await uploader.upload('data-files/upload', 'file', file)
    expect(!offline.ok && 'error' in offline && offline.error.message).toBe(
      'The upload did not reach the server: check the connection.',
    )
    await uploader.upload('data-files/upload', 'file', file)
    expect(events.unverified).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('aborts the request when its signal is aborted', async () => {
    const { uploader, requests, log } = setUp([{ status: 201, body: { id: 'file-1' } }])
    const controller = new AbortController()
    const pending = uploader.upload('data-files/upload', 'file', file, {
      signal: controller.signal,
    })
    controller.abort()
    expect(await pending).toMatchObject({ ok: false, status: 0, aborted: true })
    expect(requests.aborts()).toBe(1)
    expect(log).not.toHaveBeenCalled()
  })
})
