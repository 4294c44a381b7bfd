import { Hono } from 'hono'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/context'
import { voiceCampaignRoutes } from './campaigns'

/**
 * The voice calls of spec §7 that are not plain CRUD (agents and campaigns CRUD is the resource
 * engine's). Mounted before the engine's routes, so `voice/campaigns/{id}/is-ready` is never
 * read as something else.
 */
export function voiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', voiceCampaignRoutes(deps))
  return app
}
