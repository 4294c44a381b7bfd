import { Hono } from 'hono'
import { apiTokenListQuery, createApiTokenRequest } from '../../../src/contract/api-tokens'
import { teamPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { ensurePermission } from '../domain/teams/access'
import { createApiToken, listApiTokens, revokeApiToken } from '../domain/teams/api-tokens'
import type { AppEnv } from '../http/context'
import { wordsFor } from '../http/locale'
import { requireSessionAccess, requireTeamAccess } from '../http/team-access'
import { readBody, readQuery } from '../http/validate'

/**
 * The caller's API tokens for the current team. Made and revoked from a signed-in session only:
 * a token that could mint tokens could outgrow its own abilities.
 */
export function apiTokenRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)
  const session = requireSessionAccess('token.sessionOnly')

  app.get(`/${teamPaths.tokens}`, access, session, async (c) =>
    c.json(await listApiTokens(deps.db, c.get('access'), readQuery(c, apiTokenListQuery))),
  )

  app.post(`/${teamPaths.tokens}`, access, session, async (c) => {
    ensurePermission(c.get('access').team.role, 'tokens.create')
    const input = await readBody(c, createApiTokenRequest)
    return c.json(await createApiToken(deps.db, c.get('access'), input, deps.clock()), 201)
  })

  app.delete(`/${teamPaths.token}`, access, session, async (c) => {
    await revokeApiToken(deps.db, c.get('access'), c.req.param('id'))
    return c.json({ message: wordsFor(c)('token.revoked') })
  })

  return app
}
