import type { MiddlewareHandler } from 'hono'
import { abilityForMethod } from '../../../src/contract/api-tokens'
import type { AppDeps } from '../deps'
import type { TeamAccess } from '../domain/teams/access'
import { isApiTokenSecret } from '../domain/teams/api-tokens'
import { loadAccount } from '../domain/users/account'
import { authenticateSession, bearerToken, knownApiToken } from './auth'
import type { AppEnv } from './context'
import { ApiError, unauthenticated } from './errors'
import { type ServerKey, said } from './words'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** An API token acts in its own team, for the calls its abilities allow (by HTTP method). */
async function apiTokenAccess(deps: Deps, secret: string, method: string): Promise<TeamAccess> {
  const lookup = await knownApiToken(deps, secret)
  const ability = abilityForMethod(method)
  if (!lookup.abilities.includes(ability))
    throw new ApiError(403, said('token.missingAbility', { ability }))
  const account = await loadAccount(deps.db, lookup.userId, lookup.teamId)
  // Leaving a team deletes its tokens; a token outliving its member is no credential.
  if (!account?.team) throw unauthenticated()
  return {
    user: account.user,
    team: account.team,
    apiToken: { id: lookup.id, name: lookup.name, abilities: lookup.abilities },
  }
}

/**
 * Team calls: a session working in a team, or an API token. Sets `access` (who, which team and
 * role, which token). 401 without a usable credential, 409 for an unverified address, 403 for a
 * session with no current team or a token without the ability.
 */
export function requireTeamAccess(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw unauthenticated()
    let access: TeamAccess
    if (isApiTokenSecret(token)) access = await apiTokenAccess(deps, token, c.req.method)
    else {
      const auth = await authenticateSession(deps, token)
      c.set('auth', auth)
      if (!auth.team) throw new ApiError(403, 'team.noCurrentTeam')
      access = { user: auth.user, team: auth.team, apiToken: null }
    }
    if (!access.user.emailVerifiedAt) throw new ApiError(409, 'auth.unverified')
    c.set('access', access)
    await next()
  }
}

/** After requireTeamAccess: refuses calls made with an API token (403 with `message`). */
export function requireSessionAccess(message: ServerKey): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('access').apiToken) throw new ApiError(403, message)
    await next()
  }
}
