import { Hono } from 'hono'
import { serverPaths } from '../../../src/contract/routes'
import type { ServerSettingsResponse } from '../../../src/contract/server-settings'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/context'

/**
 * GET server-settings: public, as it names no secret, only whether mail leaves this server (the
 * verify-email page says where a link went when it does not).
 */
export function serverSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const settings: ServerSettingsResponse = { mail_delivery: deps.config.smtp ? 'smtp' : 'mailbox' }
  app.get(`/${serverPaths.settings}`, (c) => c.json(settings))
  return app
}
