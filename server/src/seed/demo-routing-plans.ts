import { routingPlans, routingRuleRoutes, routingRules } from '../db/schema'
import type { SeedStep } from './context'
import { demoRouteIds } from './demo-routes'

/**
 * The demo team's default plan over the demo routes (demo-routes.ts), each with a rate from the
 * rates step: UK traffic split 70/30 over the simulator route and Vendor A (whose connection is
 * down, so its share fails over), everything else least cost over the routes, Acme Wholesale
 * among them.
 */
export const demoRoutingPlansStep: SeedStep = {
  name: 'demo routing plans',
  async run(context) {
    const { db, teamId } = context
    const routes = await demoRouteIds(context)
    const [plan] = await db
      .insert(routingPlans)
      .values({
        teamId,
        name: 'Default',
        description: 'UK split 70/30, the rest least cost',
        isDefault: true,
      })
      .returning({ id: routingPlans.id })
    if (!plan) return
    const rules = await db
      .insert(routingRules)
      .values([
        { teamId, planId: plan.id, position: 1, name: 'UK traffic', countries: ['GB'] },
        {
          teamId,
          planId: plan.id,
          position: 2,
          name: 'Everything else',
          mode: 'least_cost' as const,
        },
      ])
      .returning({ id: routingRules.id, position: routingRules.position })
    const [uk, rest] = [...rules].sort((a, b) => a.position - b.position)
    if (!uk || !rest) return
    await db.insert(routingRuleRoutes).values([
      { ruleId: uk.id, routeId: routes.simulator, weight: 70, failoverPosition: 1 },
      { ruleId: uk.id, routeId: routes.vendorA, weight: 30, failoverPosition: 2 },
      { ruleId: rest.id, routeId: routes.vendorA, weight: 0, failoverPosition: 1 },
      { ruleId: rest.id, routeId: routes.acme, weight: 0, failoverPosition: 2 },
      { ruleId: rest.id, routeId: routes.simulator, weight: 0, failoverPosition: 3 },
    ])
  },
}
