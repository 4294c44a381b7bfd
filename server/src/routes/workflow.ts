import { Hono } from 'hono'
import { workflowTodayQuery } from '../../../src/contract/automation/today'
import { workflowPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { workflowToday } from '../domain/automations/today'
import type { AppEnv } from '../http/context'
import { requireTeamAccess } from '../http/team-access'
import { readQuery } from '../http/validate'
import { authorize } from './audience/guard'

/** GET workflow/today (/workflow): what the team's automations did today; every role reads. */
export function workflowRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get(`/${workflowPaths.today}`, requireTeamAccess(deps), async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'automation')
    const query = readQuery(c, workflowTodayQuery)
    return c.json(await workflowToday(deps.db, caller.team.id, deps.clock(), query))
  })
  return app
}
