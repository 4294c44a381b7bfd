import { hubRoutingScope } from '../../../src/contract/constants'
import { routingPlans, routingRuleRoutes, routingRules, smsRoutes, vendorRates } from '../db/schema'
import { daysAgo, type SeedStep } from './context'

/**
 * The hub's routing on first start (issue 18 item 4): a vendor route of the hub's traffic with a
 * UK rate, and the hub's default plan sending everything over it. Hub rows live beside the SMS
 * ones (demo-routes.ts, demo-routing-plans.ts) and are seen only with `scope=hub`.
 */
export const demoHubRoutingStep: SeedStep = {
  name: 'demo hub routing',
  async run(context) {
    const { db, teamId } = context
    const [route] = await db
      .insert(smsRoutes)
      .values({
        teamId,
        scope: hubRoutingScope,
        name: 'Eastway carrier',
        vendorName: 'Eastway Telecom',
        createdAt: daysAgo(context, 40),
        updatedAt: daysAgo(context, 40),
      })
      .returning({ id: smsRoutes.id })
    if (!route) return
    await db.insert(vendorRates).values({
      teamId,
      routeId: route.id,
      country: 'GB',
      price: '0.021000',
      currency: 'EUR',
      effectiveFrom: daysAgo(context, 30),
      createdAt: daysAgo(context, 30),
    })
    const [plan] = await db
      .insert(routingPlans)
      .values({
        teamId,
        scope: hubRoutingScope,
        name: 'Hub wholesale',
        description: 'Client traffic to Eastway',
        isDefault: true,
      })
      .returning({ id: routingPlans.id })
    if (!plan) return
    const [rule] = await db
      .insert(routingRules)
      .values({ teamId, planId: plan.id, position: 1, name: 'All traffic' })
      .returning({ id: routingRules.id })
    if (!rule) return
    await db
      .insert(routingRuleRoutes)
      .values({ ruleId: rule.id, routeId: route.id, weight: 100, failoverPosition: 1 })
  },
}
