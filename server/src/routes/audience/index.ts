import { Hono } from 'hono'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/context'
import { catalogueRoutes } from './catalogue'
import { contactCallRoutes } from './contacts'
import { dataFileRoutes } from './data-files'
import { feedCallRoutes } from './feeds'
import { segmentCallRoutes } from './segments'
import { voiceContactRoutes } from './voice-contacts'

/**
 * The audience calls of spec §7 that are not plain CRUD (the CRUD is the resource engine's).
 * Mounted before the engine's routes, so `contacts/report` is never read as the id "report".
 */
export function audienceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', contactCallRoutes(deps))
  app.route('/', voiceContactRoutes(deps))
  app.route('/', segmentCallRoutes(deps))
  app.route('/', dataFileRoutes(deps))
  app.route('/', feedCallRoutes(deps))
  app.route('/', catalogueRoutes(deps))
  return app
}
