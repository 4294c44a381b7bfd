import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { securePage } from './page-policy'

/** Paths the single-page app never owns: a miss there is a real 404, not the app shell. */
const notAppPaths = /^\/(api|assets)\//

/** The shell's own paths, answered by the shell (with its page headers), not as a plain file. */
const shellPaths = new Set(['/', '/index.html'])

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
  app.use('/assets/*', serveStatic({ root: clientDir }))
  // Files of the build (favicon, robots.txt); a miss falls through to the app shell.
  const files = serveStatic({ root: clientDir })
  app.use('*', (c, next) => (shellPaths.has(c.req.path) ? next() : files(c, next)))
  app.get('*', (c) => (notAppPaths.test(c.req.path) ? c.notFound() : sendShell(c, clientDir)))
}

/**
 * index.html, read each time so a rebuilt client is served (and its script hashes allowed), with
 * a fresh style nonce per answer.
 */
async function sendShell(c: Context, clientDir: string): Promise<Response> {
  const shell = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => null)
  if (shell === null) return c.text('The client is not built: run npm run build.', 503)
  c.header('Cache-Control', 'no-cache')
  const page = securePage(shell, c.req.path)
  for (const [name, value] of Object.entries(page.headers)) c.header(name, value)
  return c.html(page.html)
}
