import { sql } from 'drizzle-orm'
import type { RoutingScope } from '../../../../src/contract/constants'
import { smsRoutes } from '../../db/schema'

/**
 * The ids of every route of `scope` (any team's: callers keep their own team condition), for
 * `inArray(x.routeId, …)`: what hangs on a route (its vendor rates, rate sheets, inbox) is in
 * the route's scope.
 */
export const routesOfScope = (scope: RoutingScope) =>
  sql`(select ${smsRoutes.id} from ${smsRoutes} where ${smsRoutes.scope} = ${scope})`
