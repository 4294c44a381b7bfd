import { Hono } from 'hono'
import { activityListQuery } from '../../../src/contract/activity'
import { teamPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { listActivity } from '../domain/activity/list-activity'
import { ensurePermission } from '../domain/teams/access'
import type { AppEnv } from '../http/context'
import { localeOf } from '../http/locale'
import { requireTeamAccess } from '../http/team-access'
import { readQuery } from '../http/validate'

/** GET teams/activity: the current team's log, for owners and admins. */
export function activityRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get(`/${teamPaths.activity}`, requireTeamAccess(deps), async (c) => {
    const { team } = c.get('access')
    ensurePermission(team.role, 'activity.view')
    return c.json(
      await listActivity(deps.db, team.id, readQuery(c, activityListQuery), localeOf(c)),
    )
  })
  return app
}
