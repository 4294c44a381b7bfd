import { Hono } from 'hono'
import type { AppDeps } from '../../deps'
import type { AppEnv } from '../../http/context'
import { campaignAudienceRoutes } from './audience'
import { campaignCallRoutes } from './campaigns'
import { campaignMessageRoutes } from './messages'
import { networkCallRoutes } from './networks'
import { rateSheetRoutes } from './rate-sheets'
import { vendorRateRoutes } from './rates'
import { reportRoutes } from './reports'
import { smsRoutingRoutes } from './routing'
import { routingPlanRoutes } from './routing-plans'
import { routingSettingsRoutes } from './routing-settings'
import { textCallRoutes } from './texts'

/**
 * The SMS calls of spec §7 that are not plain CRUD (the CRUD of offers, sender ids, texts and
 * campaigns is the resource engine's). Mounted before the engine's routes, so
 * `sms/texts/generate` is never read as the text "generate".
 */
export function smsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', textCallRoutes(deps))
  app.route('/', campaignAudienceRoutes(deps))
  app.route('/', campaignMessageRoutes(deps))
  app.route('/', campaignCallRoutes(deps))
  app.route('/', reportRoutes(deps))
  app.route('/', networkCallRoutes(deps))
  app.route('/', smsRoutingRoutes(deps))
  app.route('/', rateSheetRoutes(deps))
  app.route('/', vendorRateRoutes(deps))
  app.route('/', routingPlanRoutes(deps))
  app.route('/', routingSettingsRoutes(deps))
  return app
}
