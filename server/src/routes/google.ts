import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { googleCallbackQuery } from '../../../src/contract/auth'
import { authPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { finishGoogleSignIn, startGoogleSignIn } from '../domain/auth/google'
import { accountForGoogle } from '../domain/auth/google-account'
import { signIn } from '../domain/auth/sign-in'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { setRefreshCookie } from '../http/refresh-cookie'
import { noStore } from '../http/security-headers'
import { readQuery } from '../http/validate'

const stateCookie = 'switchboard_google_state'
const stateCookiePath = '/api/proxy/api/v1/auth/google'

function configuredGoogle(deps: AppDeps) {
  if (!deps.config.google) throw new ApiError(501, 'google.unavailable')
  return deps.config.google
}

/**
 * GET auth/google/redirect answers where to send the browser; Google sends it back to the
 * client's /google/callback page, which calls GET auth/google/callback with Google's query and
 * gets a session like token/login's. Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both
 * answer 501 with a message the client shows.
 */
export function googleRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get(`/${authPaths.googleRedirect}`, (c) => {
    const google = configuredGoogle(deps)
    const { url, state } = startGoogleSignIn(deps, google.clientId)
    setCookie(c, stateCookie, state, {
      path: stateCookiePath,
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.config.appUrl.startsWith('https:'),
      maxAge: 600,
    })
    return c.json({ url })
  })

  app.use(`/${authPaths.googleCallback}`, noStore)
  app.get(`/${authPaths.googleCallback}`, async (c) => {
    const google = configuredGoogle(deps)
    // Google sends ?error=access_denied when the person cancels on its page.
    if (c.req.query('error')) throw new ApiError(400, 'google.cancelled')
    const query = readQuery(c, googleCallbackQuery)
    const identity = await finishGoogleSignIn(deps, google, {
      ...query,
      stateCookie: getCookie(c, stateCookie),
    })
    deleteCookie(c, stateCookie, { path: stateCookiePath })
    const session = await signIn(deps, await accountForGoogle(deps, identity))
    setRefreshCookie(c, session.refresh_token, deps.config.appUrl)
    return c.json(session)
  })

  return app
}
