import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps } from '../deps'
import { lookUpAccessToken } from '../domain/auth/sessions'
import { loadAccount } from '../domain/users/account'
import type { AppEnv } from './context'
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
    const lookup = await lookUpAccessToken(deps.db, token, deps.clock())
    if (lookup.state === 'expired') throw new ApiError(401, 'The access token has expired.')
    if (lookup.state === 'unknown') throw unauthenticated()
    const account = await loadAccount(deps.db, lookup.userId)
    if (!account) throw unauthenticated()
    c.set('auth', { ...account, sessionId: lookup.sessionId })
    await next()
  }
}

/** Calls that need a verified address answer 409, which sends the client to /verify-email. */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth').user.emailVerifiedAt)
    throw new ApiError(409, 'Your email address is not verified.')
  await next()
}

/** The management area is for platform staff only. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth').user.isStaff) throw new ApiError(403, 'This area is for platform staff only.')
  await next()
}
