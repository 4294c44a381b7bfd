import { and, eq } from 'drizzle-orm'
import { networks, vendorRates } from '../db/schema'
import { daysAgo, type SeedContext, type SeedStep } from './context'
import { demoRouteIds } from './demo-routes'

const day = 24 * 60 * 60 * 1000
const daysAhead = (context: SeedContext, days: number) =>
  new Date(context.now.getTime() + days * day)

/**
 * Vendor rates with history on the demo routes (demo-routes.ts), so the routes, rates and
 * changes screens show something on first start and the default plan's UK split has a price on
 * both of its routes: Vendor A's UK default and its Vodafone rate (a past increase and a change
 * scheduled ahead), the simulator route's UK default (a past decrease). After the networks and
 * routes steps, whose rows it names.
 */
export const demoRatesStep: SeedStep = {
  name: 'demo vendor rates',
  async run(context) {
    const { db, teamId } = context
    const [vodafone] = await db
      .select({ id: networks.id })
      .from(networks)
      .where(and(eq(networks.teamId, teamId), eq(networks.mcc, '234'), eq(networks.mnc, '15')))
    const routes = await demoRouteIds(context)
    const rate = (values: Omit<typeof vendorRates.$inferInsert, 'teamId' | 'currency'>) => ({
      teamId,
      currency: 'EUR',
      createdAt: values.effectiveFrom,
      ...values,
    })
    const [start, raised, lowered, ahead] = [
      daysAgo(context, 45),
      daysAgo(context, 20),
      daysAgo(context, 5),
      daysAhead(context, 14),
    ]
    await db.insert(vendorRates).values([
      rate({ routeId: routes.vendorA, country: 'GB', price: '0.028900', effectiveFrom: start }),
      ...(vodafone
        ? [
            rate({
              routeId: routes.vendorA,
              networkId: vodafone.id,
              country: 'GB',
              price: '0.031000',
              effectiveFrom: start,
              effectiveTill: raised,
            }),
            rate({
              routeId: routes.vendorA,
              networkId: vodafone.id,
              country: 'GB',
              price: '0.034500',
              effectiveFrom: raised,
              effectiveTill: ahead,
            }),
            rate({
              routeId: routes.vendorA,
              networkId: vodafone.id,
              country: 'GB',
              price: '0.032000',
              effectiveFrom: ahead,
            }),
          ]
        : []),
      rate({
        routeId: routes.simulator,
        country: 'GB',
        price: '0.033000',
        effectiveFrom: start,
        effectiveTill: lowered,
      }),
      rate({ routeId: routes.simulator, country: 'GB', price: '0.031500', effectiveFrom: lowered }),
    ])
  },
}
