import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { http, serverLimits, trackedLinks } from '../../src/contract/constants'
import { audiencePaths, rateSheetPaths } from '../../src/contract/routes'
import type { AppDeps } from './deps'
import { serveBuildId } from './http/build-id'
import { serveClient } from './http/client'
import { handleError } from './http/errors'
import { serveIcons } from './http/icons'
import { answerLocale, wordsFor } from './http/locale'
import { noSniff } from './http/security-headers'
import { serveServerSettings } from './http/server-settings'
import { installTestHooks } from './http/test-hooks'
import { closeWhenBodyUnread } from './http/unread-body'
import { jsonEtag } from './http/validators'
import { apiRoutes } from './routes/api'
import { managementRoutes } from './routes/management'
import { trackedLinkRoutes } from './routes/tracked-links'

const apiRoot = http.apiBase.replace(/\/$/, '')

/** The whole product: the API under /api/proxy/api and the built client everywhere else. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.onError(handleError)
  // First, so every answer after it (errors included) is in the request's language.
  app.use(answerLocale, noSniff, closeWhenBodyUnread)
  // gzip for answers over 1 KB (event streams pass as they are); inside it, the ETag of GET JSON
  // answers, which also gives the compressor their length.
  app.use('/api/*', compress(), jsonEtag)
  serveBuildId(app, deps.config.clientDir)
  serveIcons(app, deps)
  serveServerSettings(app, {
    mail_delivery: deps.config.smtp ? 'smtp' : 'mailbox',
    google_sign_in: deps.config.google !== undefined,
  })

  const jsonBodyLimit = bodyLimit({
    maxSize: serverLimits.maxJsonBodyBytes,
    onError: (c) => c.json({ message: wordsFor(c)('request.tooLarge') }, 413),
  })
  // CSV uploads stream to disk with their own limit (audienceLimits.uploadMaxBytes).
  // Rate sheets are read whole with theirs (rateSheetLimits.uploadMaxBytes).
  const uploadPaths = new Set(
    [audiencePaths.dataFileUpload, rateSheetPaths.inboxes].map(
      (path) => `${apiRoot}/${http.apiVersion}/${path}`,
    ),
  )
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && uploadPaths.has(c.req.path) ? next() : jsonBodyLimit(c, next),
  )
  if (deps.config.testHooks) installTestHooks(app, deps, `${apiRoot}/${http.apiVersion}`)
  app.route(`${apiRoot}/${http.apiVersion}`, apiRoutes(deps))
  app.route(`${apiRoot}/${http.managementPath}`, managementRoutes(deps))
  app.all('/api/*', (c) => c.json({ message: wordsFor(c)('request.notFound') }, 404))
  app.route(trackedLinks.pathPrefix.replace(/\/$/, ''), trackedLinkRoutes(deps))

  serveClient(app, deps.config.clientDir)
  return app
}
