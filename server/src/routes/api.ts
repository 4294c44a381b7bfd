import { Hono } from 'hono'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/context'
import { emailVerificationRoutes } from './email-verification'
import { googleRoutes } from './google'
import { passwordResetRoutes } from './password-reset'
import { sessionRoutes } from './session'
import { userRoutes } from './user'

/** Everything under /api/proxy/api/v1. */
export function apiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', sessionRoutes(deps))
  app.route('/', userRoutes(deps))
  app.route('/', emailVerificationRoutes(deps))
  app.route('/', passwordResetRoutes(deps))
  app.route('/', googleRoutes(deps))
  return app
}
