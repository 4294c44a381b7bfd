import { Hono } from 'hono'
import { loginRequest, refreshRequest, registerRequest } from '../../../src/contract/auth'
import { serverRateLimits } from '../../../src/contract/constants'
import { authPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { checkCredentials } from '../domain/auth/login'
import { registerUser } from '../domain/auth/registration'
import {
  endSession,
  endSessionOfRefreshToken,
  lookUpAccessToken,
  refreshSession,
} from '../domain/auth/sessions'
import { signIn } from '../domain/auth/sign-in'
import { bearerToken } from '../http/auth'
import { clientAddress } from '../http/client-address'
import type { AppEnv } from '../http/context'
import { ApiError, ValidationError } from '../http/errors'
import { localeOf, wordsFor } from '../http/locale'
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../http/refresh-cookie'
import { noStore } from '../http/security-headers'
import { readBody } from '../http/validate'

/** register, token/login, token/refresh and token/logout. */
export function sessionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  for (const path of [authPaths.register, authPaths.login, authPaths.refresh])
    app.use(`/${path}`, noStore)

  app.post(`/${authPaths.register}`, async (c) => {
    const input = await readBody(c, registerRequest)
    const session = await signIn(deps, await registerUser(deps, input, localeOf(c)))
    setRefreshCookie(c, session.refresh_token, deps.config.appUrl)
    return c.json(session, 201)
  })

  app.post(`/${authPaths.login}`, async (c) => {
    const credentials = await readBody(c, loginRequest)
    const address = clientAddress(c, deps.config.trustProxy)
    const pairKey = `login:${credentials.email}|${address}`
    const addressKey = `login-address:${address}`
    deps.limiter.ensureAllowed(pairKey, serverRateLimits.login)
    deps.limiter.ensureAllowed(addressKey, serverRateLimits.loginPerAddress)
    const userId = await checkCredentials(deps, credentials)
    if (!userId) {
      deps.limiter.hit(pairKey, serverRateLimits.login)
      deps.limiter.hit(addressKey, serverRateLimits.loginPerAddress)
      throw ValidationError.field('email', 'auth.badCredentials')
    }
    deps.limiter.reset(pairKey)
    const session = await signIn(deps, userId)
    setRefreshCookie(c, session.refresh_token, deps.config.appUrl)
    return c.json(session)
  })

  app.post(`/${authPaths.refresh}`, async (c) => {
    const body = await readBody(c, refreshRequest)
    const refreshToken = body.refresh_token ?? readRefreshCookie(c)
    const tokens = refreshToken ? await refreshSession(deps.db, refreshToken, deps.clock()) : null
    if (!tokens) {
      clearRefreshCookie(c)
      throw new ApiError(401, 'auth.refreshTokenInvalid')
    }
    setRefreshCookie(c, tokens.refresh_token, deps.config.appUrl)
    return c.json(tokens)
  })

  /**
   * Ends the session of the bearer token, or of the refresh token when no usable bearer is sent.
   * Signing out twice, or with nothing, still succeeds: the spec's client logs out even when it
   * holds no token.
   */
  app.post(`/${authPaths.logout}`, async (c) => {
    const body = await readBody(c, refreshRequest)
    const bearer = bearerToken(c)
    const lookup = bearer ? await lookUpAccessToken(deps.db, bearer, deps.clock()) : null
    if (lookup?.state === 'valid') await endSession(deps.db, lookup.sessionId)
    const refreshToken = body.refresh_token ?? readRefreshCookie(c)
    if (refreshToken) await endSessionOfRefreshToken(deps.db, refreshToken)
    clearRefreshCookie(c)
    return c.json({ message: wordsFor(c)('auth.loggedOut') })
  })

  return app
}
