import { Hono } from 'hono'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/context'
import { resourceRoutes } from '../resources/engine'
import { resources } from '../resources/registry'
import { activityRoutes } from './activity'
import { apiTokenRoutes } from './api-tokens'
import { onboardingRoutes } from './onboarding'
import { teamInvitationRoutes } from './team-invitations'
import { teamMemberRoutes } from './team-members'
import { teamRoutes } from './teams'

/**
 * The Teams calls of spec §7 and the team-scoped resources of the engine. The fixed paths under
 * teams/ are mounted before teams/{id}, which would otherwise take "members" for an id.
 */
export function teamAreaRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', teamMemberRoutes(deps))
  app.route('/', teamInvitationRoutes(deps))
  app.route('/', apiTokenRoutes(deps))
  app.route('/', activityRoutes(deps))
  app.route('/', onboardingRoutes(deps))
  app.route('/', teamRoutes(deps))
  for (const resource of resources) app.route('/', resourceRoutes(deps, resource))
  return app
}
