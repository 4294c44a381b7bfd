import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/** A strong entity tag of exact bytes or text. */
export function entityTag(content: string | Uint8Array): string {
  return `"${createHash('sha1').update(content).digest('base64url')}"`
}

/**
 * Whether an If-None-Match header names `tag`. The weak comparison RFC 9110 asks of
 * If-None-Match: `W/"x"` matches `"x"`, so a tag weakened by the compressor still matches.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = tag.replace(/^W\//, '')
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(bare) ?? false
}

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const keptOnNotModified = new Set(['cache-control', 'etag', 'expires', 'vary', 'date'])

const isJson = (type: string | null) => type !== null && /^application\/json\b/i.test(type)

/**
 * GET answers in JSON (lists, records) get an ETag of their bytes, and a request naming that
 * tag gets a 304 with no body: a list polled or reopened unchanged costs a header, not the list.
 * `private, no-cache` unless the route chose otherwise: answers are per account, and the
 * browser revalidates each time, so nothing stale is shown. The exact length is set too, so the
 * compressor after this one leaves small answers as they are.
 */
export const jsonEtag: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.req.method !== 'GET' || c.res.status !== 200 || !isJson(c.res.headers.get('Content-Type')))
    return
  if (/\bno-store\b/i.test(c.res.headers.get('Cache-Control') ?? '')) return
  const headers = new Headers(c.res.headers)
  const body = new Uint8Array(await c.res.arrayBuffer())
  const tag = entityTag(body)
  if (noneMatchHits(c.req.header('If-None-Match'), tag)) {
    const kept = new Headers()
    for (const [name, value] of headers) if (keptOnNotModified.has(name)) kept.set(name, value)
    c.res = new Response(null, { status: 304, headers: kept })
  } else {
    c.res = new Response(body, { status: 200, headers })
    c.res.headers.set('Content-Length', String(body.byteLength))
  }
  c.res.headers.set('ETag', tag)
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-cache')
}
