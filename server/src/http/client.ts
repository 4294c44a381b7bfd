import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import { matchSignInPage, prerenderedSignInPaths } from '../../../src/contract/paths'
import { securePage, styleNonceShape } from './page-policy'
import { entityTag } from './validators'

/**
 * Paths the single-page app never owns: a miss there is a real 404, not the app shell. The
 * prerendered pages are only ever sent as the shell of their own path, with its headers.
 */
const notAppPaths = /^\/(api|assets|prerendered)\//

/** The cookies the client keeps for the server to read (src/services/userCookie.ts, locale.ts). */
const userCookieName = 'switchboard_user'
const localeCookieName = 'switchboard_locale'

/**
 * The page of the sign-in entry for this request, when it is a sign-in page (contract/paths.ts)
 * and nobody is signed in (a signed-in visitor gets the app, whose guest guard sends them on):
 * its HTML prerendered at build time when that is what the browser will show, an English
 * interface (the prerender is in English: another language renders in the browser, rather than
 * turning from English) and no query (a query can change the page's links); else the entry's
 * empty shell. Undefined for every other request, which the app answers.
 */
function signInFile(c: Context): string | undefined {
  const page = matchSignInPage(c.req.path)
  if (!page || getCookie(c, userCookieName)) return undefined
  const locale = getCookie(c, localeCookieName)
  const isEnglish = locale === undefined || locale === 'en'
  const isPrerendered =
    prerenderedSignInPaths.some((path) => path === page.fullPath) &&
    new URL(c.req.url).search === ''
  return isEnglish && isPrerendered ? `prerendered${c.req.path}.html` : 'signin.html'
}

/** The shell's own paths, answered by the shell (with its page headers), not as a plain file. */
const shellPaths = new Set(['/', '/index.html', '/signin.html'])

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
 * index.html, or the page prerendered for this request (same headers, nonce and script hashes:
 * its inline scripts are hashed from the page as sent), read each time so a rebuilt client is served (and its script hashes allowed), with
 * a fresh style nonce per answer. Revalidated on every visit (`private, no-cache`): the ETag
 * names the built file and the nonce of this copy, so while the build is unchanged a browser
 * gets a 304 and keeps its copy, and the 304's Content-Security-Policy carries the nonce that
 * copy holds (a header with a new one, merged into the stored page, would refuse its styles).
 * The nonce is one the server gave this browser before; `private` keeps it out of shared caches.
 */
async function sendShell(c: Context, clientDir: string): Promise<Response> {
  const [shell, info] =
    (await readShell(join(clientDir, signInFile(c) ?? 'index.html'))) ??
    (await readShell(join(clientDir, 'index.html'))) ??
    []
  if (shell === undefined || info === undefined)
    return c.text('The client is not built: run npm run build.', 503)
  const build = entityTag(shell).slice(1, -1)
  const heldNonce = nonceOfHeldCopy(c.req.header('If-None-Match'), build)
  const page = securePage(shell, c.req.path, heldNonce)
  for (const [name, value] of Object.entries(page.headers)) c.header(name, value)
  c.header('Cache-Control', 'private, no-cache')
  // Which page a sign-in path gets depends on the sign-in and locale cookies.
  if (matchSignInPage(c.req.path)) c.header('Vary', 'Cookie')
  c.header('ETag', `"${build}.${page.styleNonce}"`)
  c.header('Last-Modified', info.mtime.toUTCString())
  return heldNonce === undefined ? c.html(page.html) : c.body(null, 304)
}

/** A page of the build and when it was written; undefined when it is not there. */
async function readShell(file: string) {
  const [shell, info] = await Promise.all([
    readFile(file, 'utf8').catch(() => null),
    stat(file).catch(() => null),
  ])
  return shell === null || info === null ? undefined : ([shell, info] as const)
}

/** The style nonce of the copy a browser holds, when that copy is of this build. */
function nonceOfHeldCopy(ifNoneMatch: string | undefined, build: string): string | undefined {
  for (const [, tagBuild, nonce] of (ifNoneMatch ?? '').matchAll(/"([^".]+)\.([^"]+)"/g))
    if (tagBuild === build && nonce !== undefined && styleNonceShape.test(nonce)) return nonce
  return undefined
}
