import { Hono } from 'hono'
import { smsRoutingPaths } from '../../../../src/contract/routes'
import { routingScopeQuery } from '../../../../src/contract/routing-scope'
import { routingSettingsRequest } from '../../../../src/contract/routing-settings'
import { routingWriters } from '../../../../src/contract/sms-route'
import type { AppDeps } from '../../deps'
import { routingSettingsOf, saveRoutingSettings } from '../../domain/routing/settings'
import { ensureRole } from '../../domain/teams/access'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readBody, readQuery } from '../../http/validate'
import { authorize, recordBulk } from '../audience/guard'

/**
 * GET and PUT sms/routing/settings (`scope=hub`: /hub/routing/vendor/settings): the scope's
 * default rate currency and its new inboxes' allowed senders. Everyone in the team reads them;
 * owners and admins, who set routing up, write them.
 */
export function routingSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const access = requireTeamAccess(deps)

  app.get(`/${smsRoutingPaths.settings}`, access, async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'route')
    const { scope } = readQuery(c, routingScopeQuery)
    return c.json(await routingSettingsOf(deps.db, caller.team.id, scope))
  })

  app.put(`/${smsRoutingPaths.settings}`, access, async (c) => {
    const caller = c.get('access')
    ensureRole(caller.team.role, routingWriters, { action: 'update', things: 'route' })
    const { scope } = readQuery(c, routingScopeQuery)
    const input = await readBody(c, routingSettingsRequest)
    await deps.db.transaction(async (tx) => {
      await saveRoutingSettings(tx, caller.team.id, scope, input)
      await recordBulk(tx, caller, {
        action: 'updated',
        subjectType: 'sms_route',
        label: `${scope} routing settings`,
        properties: { scope, ...input },
      })
    })
    return c.json(await routingSettingsOf(deps.db, caller.team.id, scope))
  })
  return app
}
