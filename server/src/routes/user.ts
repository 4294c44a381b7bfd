import { Hono } from 'hono'
import { authPaths } from '../../../src/contract/routes'
import { updateUserRequest } from '../../../src/contract/user'
import type { AppDeps } from '../deps'
import { loadAccount, presentAccount } from '../domain/users/account'
import { updateUser } from '../domain/users/update-user'
import { requireAuth } from '../http/auth'
import type { AppEnv } from '../http/context'
import { unauthenticated } from '../http/errors'
import { localeOf } from '../http/locale'
import { noStore } from '../http/security-headers'
import { readBody } from '../http/validate'

/** GET user and PUT user: the signed-in user, with their current team and role. */
export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const path = `/${authPaths.user}`
  app.use(path, noStore, requireAuth(deps))

  app.get(path, (c) => c.json(presentAccount(c.get('auth'))))

  app.put(path, async (c) => {
    const input = await readBody(c, updateUserRequest)
    const { user } = c.get('auth')
    await updateUser(deps, user, input, localeOf(c))
    const account = await loadAccount(deps.db, user.id)
    if (!account) throw unauthenticated()
    return c.json(presentAccount(account))
  })

  return app
}
