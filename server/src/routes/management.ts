import { Hono } from 'hono'
import { mailboxListQuery } from '../../../src/contract/mailbox'
import { managementPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { findMail } from '../domain/mailbox/find-mail'
import { listMail } from '../domain/mailbox/list-mail'
import { requireAuth, requireStaff, requireVerified } from '../http/auth'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { readQuery } from '../http/validate'
import { livePhoneRoutes } from './live-phones'

/**
 * The management area (/api/proxy/api/management): the mailbox is platform staff's (with a
 * verified address); live phones are a team's, checked as every team call is (live-phones.ts).
 */
export function managementRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  // Per route rather than on '*', so an unknown path is a 404 for everyone.
  const staffOnly = [requireAuth(deps), requireStaff, requireVerified] as const

  app.get(`/${managementPaths.mailbox}`, ...staffOnly, async (c) =>
    c.json(await listMail(deps.db, readQuery(c, mailboxListQuery))),
  )

  app.get(`/${managementPaths.mail}`, ...staffOnly, async (c) => {
    const mail = await findMail(deps.db, c.req.param('id'))
    if (!mail) throw new ApiError(404, 'mailbox.notFound')
    return c.json(mail)
  })

  app.route('/', livePhoneRoutes(deps))
  return app
}
