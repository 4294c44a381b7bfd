import { Hono } from 'hono'
import { teamPaths } from '../../../src/contract/routes'
import { switchTeamRequest, teamListQuery, teamRequest } from '../../../src/contract/team'
import type { AppDeps } from '../deps'
import { actorOf } from '../domain/teams/access'
import { presentTeam } from '../domain/teams/present'
import {
  createTeam,
  deleteTeam,
  findTeamOf,
  listTeams,
  renameTeam,
  switchTeam,
  teamNotFound,
} from '../domain/teams/teams'
import { loadAccount, presentAccount } from '../domain/users/account'
import { requireAuth, requireVerified } from '../http/auth'
import type { AppEnv } from '../http/context'
import { unauthenticated } from '../http/errors'
import { wordsFor } from '../http/locale'
import { readBody, readQuery } from '../http/validate'

/**
 * Teams CRUD and teams/switch: the user's own teams, so a signed-in session (not an API token).
 * `teams/{id}` of a team the user is not in answers 404, as an unknown id does.
 */
export function teamRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const signedIn = [requireAuth(deps), requireVerified] as const

  const viewOrNotFound = async (userId: string, teamId: string) => {
    const view = await findTeamOf(deps.db, userId, teamId)
    if (!view) throw teamNotFound()
    return view
  }
  const answerTeam = async (userId: string, teamId: string) =>
    presentTeam(await viewOrNotFound(userId, teamId))

  app.get(`/${teamPaths.teams}`, ...signedIn, async (c) =>
    c.json(await listTeams(deps.db, c.get('auth').user.id, readQuery(c, teamListQuery))),
  )

  app.post(`/${teamPaths.teams}`, ...signedIn, async (c) => {
    const { name } = await readBody(c, teamRequest)
    const auth = c.get('auth')
    const teamId = await createTeam(deps.db, actorOf({ user: auth.user, apiToken: null }), name)
    return c.json(await answerTeam(auth.user.id, teamId), 201)
  })

  // Registered before teams/{id}, which would otherwise take "switch" for an id.
  app.post(`/${teamPaths.switch}`, ...signedIn, async (c) => {
    const { team_id } = await readBody(c, switchTeamRequest)
    const { user } = c.get('auth')
    if (!(await switchTeam(deps.db, user.id, team_id))) throw teamNotFound()
    const account = await loadAccount(deps.db, user.id)
    if (!account) throw unauthenticated()
    return c.json(presentAccount(account))
  })

  app.get(`/${teamPaths.team}`, ...signedIn, async (c) =>
    c.json(await answerTeam(c.get('auth').user.id, c.req.param('id'))),
  )

  app.put(`/${teamPaths.team}`, ...signedIn, async (c) => {
    const { user } = c.get('auth')
    const view = await viewOrNotFound(user.id, c.req.param('id'))
    const { name } = await readBody(c, teamRequest)
    await renameTeam(deps.db, view, actorOf({ user, apiToken: null }), name)
    return c.json(await answerTeam(user.id, view.team.id))
  })

  app.delete(`/${teamPaths.team}`, ...signedIn, async (c) => {
    const view = await viewOrNotFound(c.get('auth').user.id, c.req.param('id'))
    await deleteTeam(deps.db, view)
    return c.json({ message: wordsFor(c)('team.deleted') })
  })

  return app
}
