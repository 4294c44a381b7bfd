import { and, eq, inArray } from 'drizzle-orm'
import { routingPlans, routingRuleRoutes, routingRules, smsRoutes, vendorRates } from '../db/schema'
import { daysAgo, type SeedStep } from './context'

/** The demo routes, by name (the rates area seeds the same two with their rate history). */
const demoRoutes = [
  { name: 'Simulator direct', vendorName: 'Local simulator', price: '0.031500' },
  { name: 'Vendor A', vendorName: 'Vendor A', price: '0.028900' },
] as const

/**
 * The demo team's default plan: UK traffic split 70/30 over the two demo routes, everything else
 * on the cheaper of them. The routes are found by name, and made (with a UK country rate each)
 * only when no earlier step made them.
 */
export const demoRoutingPlansStep: SeedStep = {
  name: 'demo routing plans',
  async run(context) {
    const { db, teamId } = context
    const names = demoRoutes.map((route) => route.name)
    const held = await db
      .select({ id: smsRoutes.id, name: smsRoutes.name })
      .from(smsRoutes)
      .where(and(eq(smsRoutes.teamId, teamId), inArray(smsRoutes.name, names)))
    const missing = demoRoutes.filter((route) => !held.some((row) => row.name === route.name))
    if (missing.length > 0) {
      const made = await db
        .insert(smsRoutes)
        .values(
          missing.map((route) => ({ teamId, name: route.name, vendorName: route.vendorName })),
        )
        .returning({ id: smsRoutes.id, name: smsRoutes.name })
      await db.insert(vendorRates).values(
        made.map((row) => ({
          teamId,
          routeId: row.id,
          country: 'GB',
          price: demoRoutes.find((route) => route.name === row.name)?.price ?? '0',
          currency: 'EUR',
          effectiveFrom: daysAgo(context, 30),
        })),
      )
      held.push(...made)
    }
    const routeId = (name: string) => held.find((row) => row.name === name)?.id ?? ''
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
      { ruleId: uk.id, routeId: routeId('Simulator direct'), weight: 70, failoverPosition: 1 },
      { ruleId: uk.id, routeId: routeId('Vendor A'), weight: 30, failoverPosition: 2 },
      { ruleId: rest.id, routeId: routeId('Vendor A'), weight: 0, failoverPosition: 1 },
      { ruleId: rest.id, routeId: routeId('Simulator direct'), weight: 0, failoverPosition: 2 },
    ])
  },
}
