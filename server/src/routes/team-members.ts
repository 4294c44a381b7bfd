import { Hono } from 'hono'
import { memberListQuery, updateMemberRequest } from '../../../src/contract/members'
import { teamPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { ensurePermission } from '../domain/teams/access'
import { changeMemberRole, listMembers, removeMember } from '../domain/teams/members'
import type { AppEnv } from '../http/context'
import { requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'

/** The current team's members: everyone sees them; owners and admins manage them. */
export function teamMemberRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${teamPaths.members}`, access, async (c) => {
    const { team } = c.get('access')
    ensurePermission(team.role, 'members.view')
    return c.json(await listMembers(deps.db, team.id, readQuery(c, memberListQuery)))
  })

  app.put(`/${teamPaths.member}`, access, async (c) => {
    const caller = c.get('access')
    ensurePermission(caller.team.role, 'members.update')
    const { role } = await readBody(c, updateMemberRequest)
    return c.json(await changeMemberRole(deps.db, caller, c.req.param('id'), role))
  })

  app.delete(`/${teamPaths.member}`, access, async (c) => {
    const { leaving } = await removeMember(deps.db, c.get('access'), c.req.param('id'))
    return c.json({
      message: leaving ? 'You have left the team.' : 'The member was removed from the team.',
    })
  })

  return app
}
