import { Hono } from 'hono'
import type { ServerConfig } from '../config'
import { serveBuildId } from '../http/build-id'
import { serveClient } from '../http/client'
import { handleError } from '../http/errors'
import { answerLocale, wordsFor } from '../http/locale'
import { noSniff } from '../http/security-headers'
import { serveServerSettings } from '../http/server-settings'
import { closeWhenBodyUnread } from '../http/unread-body'
import { forwardTo, proxyPrefix } from './forward'

/**
 * The product in front of another backend (UPSTREAM_API_URL): every /api/proxy/* request goes
 * there untouched; this server keeps only the built client, its build id and its settings. No database.
 */
export function createProxyApp(config: ServerConfig & { upstreamApiUrl: URL }): Hono {
  const app = new Hono()
  app.onError(handleError)
  app.use(answerLocale, noSniff, closeWhenBodyUnread)
  serveBuildId(app, config.clientDir)
  // The upstream sends (or keeps) the mail and answers Google sign-in: this server knows nothing
  // of either, so the client offers what the spec offers.
  serveServerSettings(app, { mail_delivery: 'upstream', google_sign_in: true })
  app.all(`${proxyPrefix}/*`, forwardTo(config.upstreamApiUrl))
  app.all('/api/*', (c) => c.json({ message: wordsFor(c)('request.notFound') }, 404))
  serveClient(app, config.clientDir)
  return app
}
