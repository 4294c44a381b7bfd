import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import {
  routingPlans,
  routingRuleRoutes,
  routingRules,
  smppConnections,
  smsRoutes,
} from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said } from '../../http/words'

/**
 * The connection a route stores: one of the team's SMPP connections, or null for the team's
 * local simulator (its built-in connection row is stored as null too, so the simulator has one
 * spelling). Another team's connection is as unknown as one that never was: 422 on the field.
 */
export async function routeConnectionOf(
  db: Database,
  teamId: string,
  connectionId: string | null,
): Promise<string | null> {
  if (connectionId === null) return null
  const [connection] = await db
    .select({ kind: smppConnections.kind })
    .from(smppConnections)
    .where(and(eq(smppConnections.teamId, teamId), eq(smppConnections.id, connectionId)))
  if (!connection) throw ValidationError.field('connection_id', 'route.connectionUnknown')
  return connection.kind === 'simulator' ? null : connectionId
}

/** The names of the team's routing plans whose rules send over the route, A to Z. */
export async function plansUsingRoute(
  db: Database,
  teamId: string,
  routeId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: routingPlans.name })
    .from(routingRuleRoutes)
    .innerJoin(routingRules, eq(routingRules.id, routingRuleRoutes.ruleId))
    .innerJoin(routingPlans, eq(routingPlans.id, routingRules.planId))
    .where(and(eq(routingRuleRoutes.routeId, routeId), eq(routingRules.teamId, teamId)))
    .orderBy(asc(routingPlans.name))
  return rows.map((row) => row.name)
}

/**
 * A route a plan's rule sends over is not deleted (routing_rule_routes restricts it in the
 * database too): 409 naming the plans, so the refusal says where to take it off first.
 */
export async function refuseDeletingUsedRoute(db: Database, teamId: string, routeId: string) {
  const plans = await plansUsingRoute(db, teamId, routeId)
  if (plans.length > 0)
    throw new ApiError(409, said('route.inUse', { count: plans.length, plans: plans.join(', ') }), {
      plans,
    })
}

/**
 * A connection a route sends through is not deleted (sms_routes restricts it in the database
 * too): 409 naming the routes, so the refusal says what to move first.
 */
export async function refuseDeletingUsedConnection(
  db: Database,
  teamId: string,
  connectionId: string,
) {
  const rows = await db
    .select({ name: smsRoutes.name })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, teamId), eq(smsRoutes.connectionId, connectionId)))
    .orderBy(asc(smsRoutes.name))
  const routes = rows.map((row) => row.name)
  if (routes.length > 0)
    throw new ApiError(
      409,
      said('route.connectionInUse', { count: routes.length, routes: routes.join(', ') }),
      { routes },
    )
}
