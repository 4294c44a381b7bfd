import { Hono } from 'hono'
import { smsRoutingPaths } from '../../../../src/contract/routes'
import { routingScopeQuery } from '../../../../src/contract/routing-scope'
import { rateChangeListQuery } from '../../../../src/contract/vendor-rate'
import type { AppDeps } from '../../deps'
import { rateChanges } from '../../domain/rates/changes'
import type { AppEnv } from '../../http/context'
import { requireTeamAccess } from '../../http/team-access'
import { readQuery } from '../../http/validate'
import { resourceRoutes } from '../../resources/engine'
import { vendorRatesResource } from '../../resources/vendor-rates'
import { authorize } from '../audience/guard'

/**
 * GET sms/routing/rates/changes (everyone in the team reads it), then the vendor rates' CRUD
 * through the resource engine, mounted after it so `changes` is never read as a rate's id.
 */
export function vendorRateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get(`/${smsRoutingPaths.rateChanges}`, requireTeamAccess(deps), async (c) => {
    const caller = c.get('access')
    authorize(caller, 'read', 'vendorRate')
    const query = readQuery(c, rateChangeListQuery)
    const { scope } = readQuery(c, routingScopeQuery)
    return c.json(await rateChanges(deps.db, caller.team.id, scope, query))
  })
  app.route('/', resourceRoutes(deps, vendorRatesResource))
  return app
}
