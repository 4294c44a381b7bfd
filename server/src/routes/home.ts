import { Hono } from 'hono'
import { homePaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { homeSummary } from '../domain/home/summary'
import type { AppEnv } from '../http/context'
import { localeOf } from '../http/locale'
import { requireTeamAccess } from '../http/team-access'

/** GET home/summary: the current team's day at a glance; every role reads it. */
export function homeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get(`/${homePaths.summary}`, requireTeamAccess(deps), async (c) => {
    // Every role may read it: team access is the whole check.
    const { team } = c.get('access')
    return c.json(await homeSummary(deps.db, team.id, deps.clock(), localeOf(c)))
  })
  return app
}
