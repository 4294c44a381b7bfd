import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/src/config'
import { createProxyApp } from '../../server/src/proxy/app'
import { buildIdPath } from '../../src/contract/build'
import { serverSettingsPath } from '../../src/contract/server-settings'

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/** Resolves when `signal()` is called: lets the upstream and the test take turns. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open: () => open() }
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

describe('UPSTREAM_API_URL: the proxy in front of another backend', () => {
  const received: Received[] = []
  let secondChunkAllowed = gate()
  let firstUploadChunk = gate()
  let streamClosedByClient = gate()
  const gzipped = gzipSync(Buffer.from('{"compressed":true}'))

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/base/api/v1/echo': (req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
        res.writeHead(201, [
          ['Content-Type', 'application/json'],
          ['X-Upstream', 'yes'],
          ['Set-Cookie', 'a=1; Path=/'],
          ['Set-Cookie', 'b=2; Path=/; HttpOnly'],
        ])
        res.end(JSON.stringify({ echoed: body }))
      })
    },
    '/base/api/v1/gzip': (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': gzipped.length,
      })
      res.end(gzipped)
    },
    '/base/api/v1/stream': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      res.write('data: first\n\n')
      res.on('close', () => streamClosedByClient.open())
      void secondChunkAllowed.opened.then(() => {
        if (!res.destroyed) res.end('data: second\n\n')
      })
    },
    '/base/api/v1/upload': (req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
        firstUploadChunk.open()
      })
      req.on('end', () => res.end(`received ${body}`))
    },
    '/base/api/v1/empty': (_req, res) => {
      res.writeHead(204, { 'X-Empty': 'yes' })
      res.end()
    },
    '/base/api/v1/teapot': (_req, res) => {
      res.writeHead(418, { 'Content-Type': 'application/json' })
      res.end('{"message":"short and stout"}')
    },
  }
  const upstream = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://upstream').pathname]
    if (route) return route(req, res)
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      res.writeHead(404, { 'Content-Type': 'application/json' })
      res.end('{"message":"upstream 404"}')
    })
  })

  let proxyUrl = ''
  let upstreamPort = 0
  let folder = ''
  let stopProxy: () => Promise<void> = async () => {}

  beforeAll(async () => {
    upstreamPort = await listen(upstream)
    folder = mkdtempSync(join(tmpdir(), 'switchboard-proxy-'))
    mkdirSync(join(folder, 'client'))
    writeFileSync(join(folder, 'client', 'index.html'), '<!doctype html><title>Switchboard</title>')
    const config = readConfig({
      UPSTREAM_API_URL: `http://127.0.0.1:${upstreamPort}/base/`,
      CLIENT_DIR: join(folder, 'client'),
    })
    if (!config.upstreamApiUrl) throw new Error('UPSTREAM_API_URL was not read')
    const app = createProxyApp({ ...config, upstreamApiUrl: config.upstreamApiUrl })
    const proxy = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => proxy.once('listening', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    stopProxy = () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in proxy) proxy.closeAllConnections()
        proxy.close(() => resolve())
      })
  })

  afterAll(async () => {
    await stopProxy()
    upstream.closeAllConnections()
    await new Promise((resolve) => upstream.close(resolve))
    rmSync(folder, { recursive: true, force: true })
  })

  it('forwards method, path, query, headers and body, and answers the upstream untouched', async () => {
    const response = await fetch(`${proxyUrl}/api/proxy/api/v1/echo?page=2&q=a%20b`, {
      method: 'PATCH',
      headers: {
        authorization: 'Bearer secret-token',
        cookie: 'switchboard_refresh=abc',
        'content-type': 'application/json',
        'x-custom': 'kept',
        'x-forwarded-for': '203.0.113.9',
      },
      body: '{"name":"Ada"}',
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('x-upstream')).toBe('yes')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
    expect(await response.json()).toEqual({ echoed: '{"name":"Ada"}' })

    const request = received.at(-1)
    expect(request).toMatchObject({
      method: 'PATCH',
      url: '/base/api/v1/echo?page=2&q=a%20b',
      body: '{"name":"Ada"}',
    })
    expect(request?.headers).toMatchObject({
      host: `127.0.0.1:${upstreamPort}`,
      authorization: 'Bearer secret-token',
      cookie: 'switchboard_refresh=abc',
      'content-type': 'application/json',
      'x-custom': 'kept',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
      'x-forwarded-host': proxyUrl.replace('http://', ''),
      'x-forwarded-proto': 'http',
    })
  })

  it('passes compressed bodies through as bytes, with their encoding and length', async () => {
    const response = await fetch(`${proxyUrl}/api/proxy/api/v1/gzip`)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBe(String(gzipped.length))
    // fetch decodes gzip itself: had the proxy decoded it already, this would fail.
    expect(await response.json()).toEqual({ compressed: true })
  })

  it('streams the response: the first chunk arrives before the upstream has finished', async () => {
    secondChunkAllowed = gate()
    const response = await fetch(`${proxyUrl}/api/proxy/api/v1/stream`)
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
    expect((await reader?.read())?.value).toBe('data: first\n\n')
    secondChunkAllowed.open()
    let rest = ''
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read())
      rest += chunk.value
    expect(rest).toBe('data: second\n\n')
  })

  it('streams the request: the upstream reads the first chunk before the body is complete', async () => {
    firstUploadChunk = gate()
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('part one, '))
        // A buffering proxy would wait for the end of the body: this would never resolve.
        await firstUploadChunk.opened
        controller.enqueue(encoder.encode('part two'))
        controller.close()
      },
    })
    const response = await fetch(`${proxyUrl}/api/proxy/api/v1/upload`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit)
    expect(await response.text()).toBe('received part one, part two')
  })

  it('ends the upstream request when the client leaves mid-stream', async () => {
    secondChunkAllowed = gate()
    streamClosedByClient = gate()
    const controller = new AbortController()
    const response = await fetch(`${proxyUrl}/api/proxy/api/v1/stream`, {
      signal: controller.signal,
    })
    const reader = response.body?.getReader()
    await reader?.read()
    controller.abort()
    await streamClosedByClient.opened
    secondChunkAllowed.open()
  })

  it('answers every upstream status as it is, with no body where there is none', async () => {
    const teapot = await fetch(`${proxyUrl}/api/proxy/api/v1/teapot`)
    expect(teapot.status).toBe(418)
    expect(await teapot.json()).toEqual({ message: 'short and stout' })
    const empty = await fetch(`${proxyUrl}/api/proxy/api/v1/empty`)
    expect(empty.status).toBe(204)
    expect(empty.headers.get('x-empty')).toBe('yes')
    expect(await empty.text()).toBe('')
    const head = await fetch(`${proxyUrl}/api/proxy/api/v1/teapot`, { method: 'HEAD' })
    expect(head.status).toBe(418)
  })

  it('turns the built-in API off: every /api/proxy call goes upstream, even big bodies', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024)
    const register = await fetch(`${proxyUrl}/api/proxy/api/v1/register`, {
      method: 'POST',
      body: big,
    })
    expect(register.status).toBe(404)
    expect(await register.json()).toEqual({ message: 'upstream 404' })
    expect(received.at(-1)?.url).toBe('/base/api/v1/register')
    expect(received.at(-1)?.body.length).toBe(big.length)
    const management = await fetch(`${proxyUrl}/api/proxy/api/management/mailbox`)
    expect(await management.json()).toEqual({ message: 'upstream 404' })
  })

  it('still serves the client, its build id and its settings itself', async () => {
    const page = await fetch(`${proxyUrl}/login`, { headers: { accept: 'text/html' } })
    expect(await page.text()).toContain('<title>Switchboard</title>')
    const build = await fetch(`${proxyUrl}${buildIdPath}`)
    expect((await build.json()).build_id).toMatch(/^[0-9a-f]{16}$/)
    const settings = await fetch(`${proxyUrl}${serverSettingsPath}`)
    expect(await settings.json()).toEqual({ mail_delivery: 'upstream', google_sign_in: true })
    expect((await fetch(`${proxyUrl}/api/other`)).status).toBe(404)
  })

  it('answers 502 with a message when the upstream cannot be reached', async () => {
    const closed = createServer()
    const port = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    const config = readConfig({ UPSTREAM_API_URL: `http://127.0.0.1:${port}` })
    const app = createProxyApp({ ...config, upstreamApiUrl: new URL(`http://127.0.0.1:${port}`) })
    const response = await app.request('/api/proxy/api/v1/user')
    expect(response.status).toBe(502)
    expect((await response.json()).message).toMatch(/^The upstream API could not be reached/)
  })

  it('refuses an UPSTREAM_API_URL that is not an http(s) URL at start', () => {
    expect(() => readConfig({ UPSTREAM_API_URL: 'ftp://example.test' })).toThrow(
      'UPSTREAM_API_URL must be an http(s) URL, not "ftp://example.test"',
    )
    expect(() => readConfig({ UPSTREAM_API_URL: 'not a url' })).toThrow(/http\(s\) URL/)
    expect(readConfig({}).upstreamApiUrl).toBeUndefined()
  })
})
