import { describe, expect, it, vi } from 'vitest'
import { failure, type Result, success } from '../../../src/contract/result'
import { createHttpClient } from '../../../src/services/http/client'
import { createRefresher } from '../../../src/services/http/refresh'
import { createTokenStore, type TokenPair } from '../../../src/services/http/tokens'
import { localeStorageKey } from '../../../src/services/locale'

/** A fake API: `valid` is the token it accepts; every request and refresh is counted. */
function fakeServer(
  options: {
    refreshDelayMs?: number
    alwaysRefuse?: boolean
    /** How token/refresh answers instead of with new tokens: a status, or no answer at all. */
    refreshFails?: number | 'offline'
  } = {},
) {
  const state = {
    valid: 'token-1',
    refreshes: 0,
    requests: [] as { url: string; token: string | null }[],
  }
  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  const routes: Record<string, (token: string | null) => Response> = {
    '/api/proxy/api/v1/things': (token) =>
      token === state.valid && !options.alwaysRefuse
        ? answer(200, { ok: 1 })
        : answer(401, { message: 'Unauthenticated.' }),
    '/api/proxy/api/v1/expired': () => answer(419, { message: 'Page expired.' }),
    '/api/proxy/api/v1/unverified': () =>
      answer(409, { message: 'Your email address is not verified.' }),
    '/api/proxy/api/v1/missing': () => answer(404, { message: 'Not found.' }),
    '/api/proxy/api/v1/broken': () => answer(500, { message: 'Server Error' }),
    '/api/proxy/api/v1/forbidden': () => answer(403, { message: 'This action is unauthorized.' }),
    '/api/proxy/api/v1/invalid': () =>
      answer(422, {
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      }),
    '/api/proxy/api/v1/empty': () => new Response(null, { status: 204 }),
    '/api/proxy/api/management/mailbox': () => answer(200, []),
  }
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? null
    state.requests.push({ url, token })
    init.signal?.throwIfAborted()
    const path = url.split('?')[0] ?? url
    const route = routes[path]
    return route ? route(token) : answer(404, { message: `No route ${path}` })
  })
  const refreshTokens = vi.fn(async (): Promise<Result<TokenPair>> => {
    state.refreshes += 1
    await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 5))
    if (options.refreshFails === 'offline') throw new TypeError('Failed to fetch')
    if (options.refreshFails) return failure('The refresh failed.', options.refreshFails)
    if (options.alwaysRefuse === undefined && state.refreshes > 10)
      return failure('Unauthenticated.', 401)
    state.valid = `token-${state.refreshes + 1}`
    return success({ accessToken: state.valid, refreshToken: 'refresh-next' })
  })
  return { state, fetch, refreshTokens }
}

function setUp(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options)
  localStorage.clear()
  const tokens = createTokenStore(localStorage)
  const refresher = createRefresher({
    tokens,
    refreshTokens: server.refreshTokens,
    lock: (task) => task(),
  })
  const events = {
    sessionExpired: vi.fn(),
    unverified: vi.fn(),
    notFound: vi.fn(),
    connectionLost: vi.fn(),
  }
  const log = vi.fn()
  const onWrite = vi.fn()
  const client = createHttpClient({ tokens, refresher, events, fetch: server.fetch, log, onWrite })
  return { server, tokens, events, log, client, onWrite }
}

describe('the HTTP client', () => {
  it('sends the bearer token with credentials to /api/proxy/api/v1', async () => {
    const { server, tokens, client } = setUp()
    tokens.store({ accessToken: 'token-1' })
    const result = await client.v1.get('things', { query: { page: 2, skip: undefined } })
    expect(result).toEqual({ ok: true, data: { ok: 1 } })
    const [url, init] = server.fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/proxy/api/v1/things?page=2')
    expect(init?.credentials).toBe('include')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1')
  })

  it('sends the interface locale as Accept-Language, read as each request leaves', async () => {
    const { server, tokens, client } = setUp()
    tokens.store({ accessToken: 'token-1' })
    const sentLocale = (call: number) =>
      new Headers(server.fetch.mock.calls[call]?.[1]?.headers).get('Accept-Language')
    await client.v1.get('things')
    localStorage.setItem(localeStorageKey, 'fa')
    await client.v1.post('invalid', { name: '' })
    expect([sentLocale(0), sentLocale(1)]).toEqual(['en', 'fa'])
  })

  it('tells of each write the server took, by its path, and of no read or refused write', async () => {
    const { tokens, client, onWrite } = setUp()
    tokens.store({ accessToken: 'token-1' })
    await client.v1.get('things')
    await client.v1.post('invalid', {})
    expect(onWrite).not.toHaveBeenCalled()
    await client.v1.post('things', {}, { query: { page: 1 } })
    expect(onWrite).toHaveBeenCalledWith('things')
  })

  it('refreshes once for 50 concurrent 401s and retries each request once', async () => {
    const { server, tokens, client, events } = setUp()
    tokens.store({ accessToken: 'stale', refreshToken: 'refresh-1' })
    server.state.valid = 'not-yet'
    const results = await Promise.all(Array.from({ length: 50 }, () => client.v1.get('things')))
    expect(server.state.refreshes).toBe(1)
    expect(results.every((result) => result.ok)).toBe(true)
    expect(server.state.requests).toHaveLength(100)
    expect(server.state.requests.filter((request) => request.token === 'stale')).toHaveLength(50)
    expect(tokens.access()).toBe('token-2')
    expect(events.sessionExpired).not.toHaveBeenCalled()
  })

  it('ends the session on a 401 after the retry, without a loop', async () => {
    const { server, tokens, client, events } = setUp({ alwaysRefuse: true })
    tokens.store({ accessToken: 'token-1', refreshToken: 'refresh-1' })
    const results = await Promise.all(Array.from({ length: 5 }, () => client.v1.get('things')))
    expect(results.every((result) => !result.ok && result.status === 401)).toBe(true)
    expect(server.state.refreshes).toBe(1)
    expect(server.state.requests).toHaveLength(10)
    expect(tokens.access()).toBeNull()
    expect(events.sessionExpired).toHaveBeenCalled()
  })

  it('retries a late 401 with the current token without refreshing again', async () => {
    const { server, tokens, client } = setUp()
    tokens.store({ accessToken: 'token-1', refreshToken: 'refresh-1' })
    let answerLate: (response: Response) => void = () => {}
    server.fetch.mockImplementationOnce(async (url, init) => {
      server.state.requests.push({ url, token: new Headers(init.headers).get('Authorization') })
      return new Promise<Response>((resolve) => {
        answerLate = resolve
      })
    })
    const late = client.v1.get('things')
    // Meanwhile the server stops accepting token-1 and another request refreshes it.
    server.state.valid = 'token-2'
    expect(await client.v1.get('things')).toMatchObject({ ok: true })
    expect(server.state.refreshes).toBe(1)
    answerLate(new Response(null, { status: 401 }))
    expect(await late).toEqual({ ok: true, data: { ok: 1 } })
    expect(server.state.refreshes).toBe(1)
    expect(server.state.requests.at(-1)?.token).toBe('token-2')
  })

  it('does not refresh for a 401 sent without a token, but tells the session (its tokens are gone)', async () => {
    const { client, events, server } = setUp()
    const result = await client.v1.get('things')
    expect(result).toMatchObject({ ok: false, status: 401 })
    expect(server.state.refreshes).toBe(0)
    expect(events.sessionExpired).toHaveBeenCalledTimes(1)
  })

  it.each([401, 419])('ends the session when the refresh is refused with %i', async (status) => {
    const { client, events, server, tokens } = setUp({ refreshFails: status })
    tokens.store({ accessToken: 'stale', refreshToken: 'refresh-1' })
    const result = await client.v1.get('things')
    expect(result).toMatchObject({ ok: false, status: 401 })
    expect(server.state.refreshes).toBe(1)
    expect(tokens.access()).toBeNull()
    expect(events.sessionExpired).toHaveBeenCalledTimes(1)
    expect(events.connectionLost).not.toHaveBeenCalled()
  })

  it.each([
    ['no answer', 'offline' as const],
    ['a 500', 500],
    ['a 503', 503],
  ])('keeps the session when the refresh gets %s: the connection is lost', async (_, fails) => {
    const { client, events, server, tokens } = setUp({ refreshFails: fails })
    tokens.store({ accessToken: 'stale', refreshToken: 'refresh-1' })
    const results = await Promise.all([client.v1.get('things'), client.v1.get('things')])
    for (const result of results) expect(result).toMatchObject({ ok: false, status: 0 })
    expect(server.state.refreshes).toBe(1)
    expect(tokens.access()).toBe('stale')
    expect(tokens.refresh()).toBe('refresh-1')
    expect(events.sessionExpired).not.toHaveBeenCalled()
    expect(events.connectionLost).toHaveBeenCalledTimes(2)
  })

  it('clears the tokens and ends the session on 419', async () => {
    const { client, events, tokens } = setUp()
    tokens.store({ accessToken: 'token-1' })
    expect(await client.v1.get('expired')).toMatchObject({ ok: false, status: 419 })
    expect(tokens.access()).toBeNull()
    expect(events.sessionExpired).toHaveBeenCalledTimes(1)
  })

  it('sends an unverified user to verification on 409', async () => {
    const { client, events, tokens } = setUp()
    tokens.store({ accessToken: 'token-1' })
    expect(await client.v1.get('unverified')).toMatchObject({ ok: false, status: 409 })
    expect(events.unverified).toHaveBeenCalledTimes(1)
    expect(tokens.access()).toBe('token-1')
  })

  it('shows the fatal not-found page on 404', async () => {
    const { client, events } = setUp()
    const result = await client.v1.get('missing')
    expect(result).toMatchObject({ ok: false, status: 404 })
    expect(events.notFound).toHaveBeenCalledTimes(1)
  })

  it('leaves a 404 to the caller that takes it as its answer', async () => {
    const { client, events } = setUp()
    const result = await client.v1.get('missing', { notFoundIsAnswer: true })
    expect(result).toMatchObject({ ok: false, status: 404 })
    expect(events.notFound).not.toHaveBeenCalled()
  })

  it('only logs a 500, once', async () => {
    const { client, log, events } = setUp()
    const result = await client.v1.post('broken', { name: 'x' })
    expect(result).toMatchObject({ ok: false, status: 500 })
    expect(log).toHaveBeenCalledTimes(1)
    expect(events.sessionExpired).not.toHaveBeenCalled()
    expect(events.notFound).not.toHaveBeenCalled()
  })

  it('returns a 422 validation body as a value, from send() too', async () => {
    const { client } = setUp()
    const expected = {
      ok: false,
      status: 422,
      validation: {
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      },
    }
    expect(await client.v1.send('POST', 'invalid', {})).toEqual(expected)
    expect(await client.v1.post('invalid', {})).toEqual(expected)
  })

  it('rejects other statuses from send(); the wrappers log and return them', async () => {
    const { client, log } = setUp()
    await expect(client.v1.send('GET', 'forbidden')).rejects.toMatchObject({
      status: 403,
      message: 'This action is unauthorized.',
    })
    expect(await client.v1.get('forbidden')).toMatchObject({ ok: false, status: 403 })
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('answers an empty body with null data', async () => {
    const { client } = setUp()
    expect(await client.v1.delete('empty')).toEqual({ ok: true, data: null })
  })

  it('marks an aborted request and does not log it', async () => {
    const { client, log } = setUp()
    const controller = new AbortController()
    controller.abort()
    const result = await client.v1.get('things', { signal: controller.signal })
    expect(result).toMatchObject({ ok: false, aborted: true })
    expect(log).not.toHaveBeenCalled()
  })

  it('reaches the management area under /management', async () => {
    const { client, server } = setUp()
    await client.management.get('mailbox')
    expect(server.fetch.mock.calls[0]?.[0]).toBe('/api/proxy/api/management/mailbox')
  })
})
