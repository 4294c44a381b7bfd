import { routingPlans, routingRuleRoutes, routingRules } from '../../../server/src/db/schema'
import type { TestServer } from './test-server'

/** A plan with one rule sending over the route, written straight to the tables the plans use. */
export async function planUsingRoute(
  server: TestServer,
  teamId: string,
  routeId: string,
  name: string,
) {
  const [plan] = await server.db.insert(routingPlans).values({ teamId, name }).returning()
  const [rule] = await server.db
    .insert(routingRules)
    .values({ teamId, planId: plan?.id ?? '', position: 1 })
    .returning()
  await server.db
    .insert(routingRuleRoutes)
    .values({ ruleId: rule?.id ?? '', routeId, weight: 100, failoverPosition: 1 })
}
