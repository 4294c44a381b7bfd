import { Hono } from 'hono'
import { forgotPasswordRequest, resetPasswordRequest } from '../../../src/contract/auth'
import { serverRateLimits } from '../../../src/contract/constants'
import { authPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { requestPasswordReset, resetPassword } from '../domain/auth/password-reset'
import { clientAddress } from '../http/client-address'
import type { AppEnv } from '../http/context'
import { localeOf, wordsFor } from '../http/locale'
import { readBody } from '../http/validate'

/** POST forgot-password and POST reset-password. */
export function passwordResetRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.post(`/${authPaths.forgotPassword}`, async (c) => {
    const { email } = await readBody(c, forgotPasswordRequest)
    const key = `forgot-password:${email}|${clientAddress(c, deps.config.trustProxy)}`
    deps.limiter.ensureAllowed(key, serverRateLimits.forgotPassword)
    deps.limiter.hit(key, serverRateLimits.forgotPassword)
    await requestPasswordReset(deps, email, localeOf(c))
    // The same answer for unknown addresses: the call tells nobody who is registered.
    return c.json({
      message: wordsFor(c)('auth.resetLinkSent'),
    })
  })

  app.post(`/${authPaths.resetPassword}`, async (c) => {
    await resetPassword(deps, await readBody(c, resetPasswordRequest))
    return c.json({ message: wordsFor(c)('auth.passwordReset') })
  })

  return app
}
