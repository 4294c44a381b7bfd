import { Hono } from 'hono'
import { audiencePaths } from '../../../../src/contract/routes'
import type { AppDeps } from '../../deps'
import { analyticsFilters, countries } from '../../domain/audience/catalogue'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { authorize } from './guard'

/** GET countries and GET analytics/filters (spec §7 Audience). */
export function catalogueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${audiencePaths.countries}`, access, (c) => {
    c.header('cache-control', 'private, max-age=86400')
    return c.json({ data: countries })
  })

  app.get(`/${audiencePaths.analyticsFilters}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'contact')
    return c.json(await analyticsFilters(deps.db, caller.team.id))
  })

  return app
}
