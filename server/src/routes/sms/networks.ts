import { Hono } from 'hono'
import { networkLookupQuery } from '../../../../src/contract/network'
import { routingPaths } from '../../../../src/contract/routes'
import type { AppDeps } from '../../deps'
import { loadReferenceNetworks } from '../../domain/networks/load-reference'
import { forgetTeamNetworks, lookupNetwork } from '../../domain/networks/lookup'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readQuery } from '../../http/validate'
import { authorize, recordBulk } from '../audience/guard'

/**
 * POST sms/routing/networks/load-reference: adds the shipped reference networks the team lacks
 * (writers only; one activity entry). GET sms/routing/networks/lookup: number → network.
 */
export function networkCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post(`/${routingPaths.networksLoadReference}`, requireTeamAccess(deps), async (c) => {
    const caller = c.get('access')
    authorize(caller, 'create', 'network')
    const result = await deps.db.transaction(async (tx) => {
      const loaded = await loadReferenceNetworks(tx, caller.team.id)
      await recordBulk(tx, caller, {
        action: 'created',
        subjectType: 'network',
        label: loaded.version,
        properties: { added: loaded.added },
      })
      return loaded
    })
    forgetTeamNetworks(deps.db, caller.team.id)
    return c.json(result)
  })
  app.get(`/${routingPaths.networkLookup}`, requireTeamAccess(deps), async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'network')
    const { number } = readQuery(c, networkLookupQuery)
    return c.json({ network: await lookupNetwork(deps.db, caller.team.id, number) })
  })
  return app
}
