import { Hono } from 'hono'
import { onboardingRequest } from '../../../src/contract/onboarding'
import { teamPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { loadAccount, presentAccount } from '../domain/users/account'
import { saveOnboarding } from '../domain/users/onboarding'
import { requireAuth } from '../http/auth'
import type { AppEnv } from '../http/context'
import { unauthenticated } from '../http/errors'
import { readBody } from '../http/validate'

/**
 * GET and PUT teams/onboarding: the profile asked for after sign-up (/onboarding/profile). A
 * session is enough; the address need not be verified yet.
 */
export function onboardingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const path = `/${teamPaths.onboarding}`

  app.get(path, requireAuth(deps), (c) => c.json({ profile: c.get('auth').user.profile ?? null }))

  app.put(path, requireAuth(deps), async (c) => {
    const input = await readBody(c, onboardingRequest)
    const { user } = c.get('auth')
    await saveOnboarding(deps.db, user.id, input, deps.clock())
    const account = await loadAccount(deps.db, user.id)
    if (!account) throw unauthenticated()
    return c.json(presentAccount(account))
  })

  return app
}
