import { Hono } from 'hono'
import { smsRoutingPaths } from '../../../../src/contract/routes'
import { smppTestSmsRequest } from '../../../../src/contract/smpp-connection'
import { smppConnections } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { NotBound } from '../../domain/smpp-connections/manager'
import { ensureRole } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { ApiError } from '../../http/errors'
import { requireTeamAccess } from '../../http/team-access'
import { readBody } from '../../http/validate'
import { said } from '../../http/words'
import { authorize, findTeamRow } from '../audience/guard'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'smppConnection' }))

/**
 * POST sms/routing/smpp-connections/:id/test-sms: one message through the connection (owners
 * and admins, who set connections up), answered with the submit response; GET …/:message_id
 * answers its receipt once it has come (null until then). Another team's connection is a 404.
 */
export function smsRoutingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.post(`/${smsRoutingPaths.smppConnectionTestSms}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, ['owner', 'admin'], { action: 'update', things: 'smppConnection' })
    const row = await findTeamRow(deps.db, smppConnections, caller, c, notFound)
    const message = await readBody(c, smppTestSmsRequest)
    try {
      return c.json(await deps.smppConnections.testSms(row, message))
    } catch (error) {
      if (!(error instanceof NotBound)) throw error
      const { state, reason } = error
      throw new ApiError(
        409,
        reason
          ? said('smppConnection.notBoundBecause', { state, error: reason })
          : said('smppConnection.notBound', { state }),
      )
    }
  })

  app.get(`/${smsRoutingPaths.smppConnectionTestReceipt}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'smppConnection')
    const row = await findTeamRow(deps.db, smppConnections, caller, c, notFound)
    const receipt = deps.smppConnections.testReceipt(row.id, c.req.param('message_id') ?? '')
    if (!receipt) throw notFound()
    return c.json(receipt)
  })
  return app
}
