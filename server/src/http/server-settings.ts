import type { Hono } from 'hono'
import {
  type ServerSettingsResponse,
  serverSettingsPath,
} from '../../../src/contract/server-settings'

/**
 * GET /api/server-settings: public, as it names no secret, only whether mail leaves this server
 * (the verify-email page says where a link went when it does not) and whether Google sign-in is
 * configured (the sign-in and sign-up screens offer it only then).
 */
export function serveServerSettings(app: Hono, settings: ServerSettingsResponse): void {
  app.get(serverSettingsPath, (c) => c.json(settings))
}
