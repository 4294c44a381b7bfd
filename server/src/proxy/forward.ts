import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Context } from 'hono'
import { clientAddress } from '../http/client-address'
import { wordsFor } from '../http/locale'

/** The prefix the client's API calls carry; what follows it goes to the upstream as it is. */
export const proxyPrefix = '/api/proxy'

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1), and `host`, which
 * names the upstream. They are not forwarded; every other header is, unchanged, both ways.
 */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
])

/** Plus the headers the Connection header names as connection-specific. */
function droppedHeaders(connection: string | null | undefined): Set<string> {
  const named = (connection ?? '').split(',').map((name) => name.trim().toLowerCase())
  return new Set([...connectionHeaders, ...named.filter(Boolean)])
}

function requestHeaders(c: Context): Record<string, string> {
  const dropped = droppedHeaders(c.req.header('connection'))
  const headers: Record<string, string> = {}
  c.req.raw.headers.forEach((value, name) => {
    if (!dropped.has(name)) headers[name] = value
  })
  // Who asked, and through what: the usual proxy additions (the caller's headers stay as sent).
  const address = clientAddress(c, false)
  if (address !== 'unknown')
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${address}`
      : address
  const incoming = new URL(c.req.url)
  headers['x-forwarded-host'] ??= incoming.host
  headers['x-forwarded-proto'] ??= incoming.protocol.replace(':', '')
  return headers
}

function responseHeaders(upstream: IncomingMessage): Headers {
  const dropped = droppedHeaders(upstream.headers.connection)
  const headers = new Headers()
  // rawHeaders keeps repeated headers (each Set-Cookie) apart.
  for (let index = 0; index + 1 < upstream.rawHeaders.length; index += 2) {
    const name = upstream.rawHeaders[index] as string
    if (!dropped.has(name.toLowerCase()))
      headers.append(name, upstream.rawHeaders[index + 1] as string)
  }
  return headers
}

/** Statuses and methods whose responses have no body (a Response refuses one for them). */
const bodiless = (status: number, method: string) =>
  method === 'HEAD' || status === 204 || status === 205 || status === 304

/**
 * Forwards a request under /api/proxy to `upstream` + the rest of its path and query, streaming
 * the body both ways (bytes untouched: no decompression, no buffering), and answers the
 * upstream's status, headers and body. An unreachable upstream is a 502.
 */
export function forwardTo(upstream: URL) {
  const base = upstream.pathname.replace(/\/+$/, '')
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest

  return (c: Context): Promise<Response> => {
    const incoming = new URL(c.req.url)
    const target = new URL(upstream)
    target.pathname = base + incoming.pathname.slice(proxyPrefix.length)
    target.search = incoming.search
    const method = c.req.method

    return new Promise((resolve) => {
      const outgoing = send(target, { method, headers: requestHeaders(c) }, (answer) => {
        const status = answer.statusCode ?? 502
        const headers = responseHeaders(answer)
        if (bodiless(status, method)) {
          answer.resume()
          resolve(new Response(null, { status, headers }))
          return
        }
        const body = Readable.toWeb(answer) as unknown as ReadableStream<Uint8Array>
        resolve(new Response(body, { status, headers }))
      })
      outgoing.on('error', (error) => {
        resolve(
          Response.json(
            { message: wordsFor(c)('proxy.unreachable', { reason: error.message }) },
            { status: 502 },
          ),
        )
      })
      // The caller left: stop the upstream request (and its response) too.
      c.req.raw.signal.addEventListener('abort', () => outgoing.destroy(), { once: true })
      const body = c.req.raw.body
      if (body)
        Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>)
          .on('error', (error) => outgoing.destroy(error))
          .pipe(outgoing)
      else outgoing.end()
    })
  }
}
