import { Hono } from 'hono'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/context'
import { audienceRoutes } from './audience'
import { automationRoutes } from './automations'
import { clientRateRoutes } from './client-rates'
import { companyRoutes } from './companies'
import { emailVerificationRoutes } from './email-verification'
import { enrichmentRoutes } from './enrichment'
import { eventRoutes } from './events'
import { geoRoutes } from './geo'
import { googleRoutes } from './google'
import { homeRoutes } from './home'
import { hubEndpointRoutes } from './hub-endpoints'
import { notificationRoutes } from './notifications'
import { passwordResetRoutes } from './password-reset'
import { profitLogicRoutes } from './profit-logic'
import { sessionRoutes } from './session'
import { smsRoutes } from './sms'
import { teamAreaRoutes } from './team-area'
import { userRoutes } from './user'
import { voiceRoutes } from './voice'
import { workflowRoutes } from './workflow'

/** Everything under /api/proxy/api/v1. */
export function apiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', sessionRoutes(deps))
  app.route('/', geoRoutes(deps))
  app.route('/', userRoutes(deps))
  app.route('/', emailVerificationRoutes(deps))
  app.route('/', passwordResetRoutes(deps))
  app.route('/', googleRoutes(deps))
  // Before the team area, whose resources would read `contacts/report` as a contact's id.
  app.route('/', audienceRoutes(deps))
  app.route('/', smsRoutes(deps))
  app.route('/', enrichmentRoutes(deps))
  app.route('/', voiceRoutes(deps))
  app.route('/', automationRoutes(deps))
  app.route('/', homeRoutes(deps))
  app.route('/', companyRoutes(deps))
  app.route('/', clientRateRoutes(deps))
  app.route('/', hubEndpointRoutes(deps))
  app.route('/', profitLogicRoutes(deps))
  app.route('/', workflowRoutes(deps))
  app.route('/', teamAreaRoutes(deps))
  app.route('/', notificationRoutes(deps))
  app.route('/', eventRoutes(deps))
  return app
}
