import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps } from '../deps'
import { lookUpAccessToken } from '../domain/auth/sessions'
import { isApiTokenSecret, lookUpApiToken } from '../domain/teams/api-tokens'
import { loadAccount } from '../domain/users/account'
import type { AppEnv, AuthState } from './context'
import { ApiError, unauthenticated } from './errors'

const bearer = /^Bearer\s+(\S+)$/i

/** The token of `Authorization: Bearer <token>`, if the header holds one. */
export function bearerToken(c: Context): string | undefined {
  return bearer.exec(c.req.header('authorization') ?? '')?.[1]
}

/**
 * Resolves `Authorization: Bearer <token>` into the user, their current team and their role
 * there. A missing, unknown, expired or revoked token answers 401.
 */
export function requireAuth(deps: Pick<AppDeps, 'db' | 'clock'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw unauthenticated()
    // API tokens make team calls only (requireTeamAccess); account calls need a session. A
    // token that is no credential at all is told so (401) before what it may call (403).
    if (isApiTokenSecret(token)) {
      await knownApiToken(deps, token)
      throw new ApiError(403, 'auth.sessionOnly')
    }
    c.set('auth', await authenticateSession(deps, token))
    await next()
  }
}

/** The stored API token of a secret; 401 when it is unknown, revoked or expired. */
export async function knownApiToken(deps: Pick<AppDeps, 'db' | 'clock'>, secret: string) {
  const lookup = await lookUpApiToken(deps.db, secret, deps.clock())
  if (lookup.state === 'expired') throw new ApiError(401, 'auth.apiTokenExpired')
  if (lookup.state === 'unknown') throw unauthenticated()
  return lookup
}

/** The account and session of an access token; 401 when it is unknown or expired. */
export async function authenticateSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<AuthState> {
  const lookup = await lookUpAccessToken(deps.db, token, deps.clock())
  if (lookup.state === 'expired') throw new ApiError(401, 'auth.accessTokenExpired')
  if (lookup.state === 'unknown') throw unauthenticated()
  const account = await loadAccount(deps.db, lookup.userId)
  if (!account) throw unauthenticated()
  return { ...account, sessionId: lookup.sessionId }
}

/** Calls that need a verified address answer 409, which sends the client to /verify-email. */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth').user.emailVerifiedAt) throw new ApiError(409, 'auth.unverified')
  await next()
}

/** The management area is for platform staff only. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth').user.isStaff) throw new ApiError(403, 'auth.staffOnly')
  await next()
}
