import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { http, serverLimits } from '../../src/contract/constants'
import type { AppDeps } from './deps'
import { serveClient } from './http/client'
import { handleError } from './http/errors'
import { apiRoutes } from './routes/api'
import { managementRoutes } from './routes/management'

const apiRoot = http.apiBase.replace(/\/$/, '')

/** The whole product: the API under /api/proxy/api and the built client everywhere else. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  app.onError(handleError)

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: serverLimits.maxJsonBodyBytes,
      onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
    }),
  )
  app.route(`${apiRoot}/${http.apiVersion}`, apiRoutes(deps))
  app.route(`${apiRoot}/${http.managementPath}`, managementRoutes(deps))
  app.all('/api/*', (c) => c.json({ message: 'Not Found' }, 404))

  serveClient(app, deps.config.clientDir)
  return app
}
