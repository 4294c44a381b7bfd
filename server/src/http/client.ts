import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { securePage, styleNonceShape } from './page-policy'
import { entityTag } from './validators'

/** Paths the single-page app never owns: a miss there is a real 404, not the app shell. */
const notAppPaths = /^\/(api|assets)\//

/** The shell's own paths, answered by the shell (with its page headers), not as a plain file. */
const shellPaths = new Set(['/', '/index.html'])

/**
 * Files of the build as they are, or their Brotli or gzip twin (`.br`, `.gz`, written by
 * scripts/precompress.mjs) when the browser takes it. Every answer says it varies by
 * Accept-Encoding, the plain one included, so no cache hands a compressed file to a browser
 * that did not ask for it or the reverse.
 */
function buildFiles(clientDir: string): MiddlewareHandler {
  const files = serveStatic({ root: clientDir, precompressed: true })
  return async (c, next) => {
    const answer = await files(c, next)
    if (c.res.status === 200 && !/accept-encoding/i.test(c.res.headers.get('Vary') ?? ''))
      c.res.headers.append('Vary', 'Accept-Encoding')
    return answer
  }
}

/**
 * Serves the built client: hashed assets cached for a year, files of the build as they are, and
 * every other GET answered with the app shell so the router resolves deep links (and renders
 * its own 404 for unknown paths).
 */
export function serveClient(app: Hono, clientDir: string): void {
  app.use('/assets/*', async (c, next) => {
    await next()
    // Set on the response itself: serveStatic's onFound runs after the response is built.
    if (c.res.status === 200)
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('/assets/*', buildFiles(clientDir))
  // Files of the build (favicon, robots.txt); a miss falls through to the app shell.
  const files = buildFiles(clientDir)
  app.use('*', (c, next) => (shellPaths.has(c.req.path) ? next() : files(c, next)))
  app.get('*', compress(), (c) =>
    notAppPaths.test(c.req.path) ? c.notFound() : sendShell(c, clientDir),
  )
}

/**
 * index.html, read each time so a rebuilt client is served (and its script hashes allowed), with
 * a fresh style nonce per answer. Revalidated on every visit (`private, no-cache`): the ETag
 * names the built file and the nonce of this copy, so while the build is unchanged a browser
 * gets a 304 and keeps its copy, and the 304's Content-Security-Policy carries the nonce that
 * copy holds (a header with a new one, merged into the stored page, would refuse its styles).
 * The nonce is one the server gave this browser before; `private` keeps it out of shared caches.
 */
async function sendShell(c: Context, clientDir: string): Promise<Response> {
  const file = join(clientDir, 'index.html')
  const [shell, info] = await Promise.all([
    readFile(file, 'utf8').catch(() => null),
    stat(file).catch(() => null),
  ])
  if (shell === null || info === null)
    return c.text('The client is not built: run npm run build.', 503)
  const build = entityTag(shell).slice(1, -1)
  const heldNonce = nonceOfHeldCopy(c.req.header('If-None-Match'), build)
  const page = securePage(shell, c.req.path, heldNonce)
  for (const [name, value] of Object.entries(page.headers)) c.header(name, value)
  c.header('Cache-Control', 'private, no-cache')
  c.header('ETag', `"${build}.${page.styleNonce}"`)
  c.header('Last-Modified', info.mtime.toUTCString())
  return heldNonce === undefined ? c.html(page.html) : c.body(null, 304)
}

/** The style nonce of the copy a browser holds, when that copy is of this build. */
function nonceOfHeldCopy(ifNoneMatch: string | undefined, build: string): string | undefined {
  for (const [, tagBuild, nonce] of (ifNoneMatch ?? '').matchAll(/"([^".]+)\.([^"]+)"/g))
    if (tagBuild === build && nonce !== undefined && styleNonceShape.test(nonce)) return nonce
  return undefined
}
