import { and, eq } from 'drizzle-orm'
import { networks, smppConnections, smsRoutes, vendorRates } from '../db/schema'
import { daysAgo, type SeedContext, type SeedStep } from './context'

const day = 24 * 60 * 60 * 1000
const daysAhead = (context: SeedContext, days: number) =>
  new Date(context.now.getTime() + days * day)

/**
 * Two routes (one through the demo vendor connection, one on the local simulator) and a few
 * vendor rates with history: a past increase, a past decrease, and a change scheduled ahead, so
 * the routes, rates and changes screens show something on first start. After the networks and
 * connections steps, whose rows it names.
 */
export const demoRatesStep: SeedStep = {
  name: 'demo routes and vendor rates',
  async run(context) {
    const { db, teamId } = context
    const [vendorLink] = await db
      .select({ id: smppConnections.id })
      .from(smppConnections)
      .where(and(eq(smppConnections.teamId, teamId), eq(smppConnections.kind, 'smpp')))
      .limit(1)
    const [vodafone] = await db
      .select({ id: networks.id })
      .from(networks)
      .where(and(eq(networks.teamId, teamId), eq(networks.mcc, '234'), eq(networks.mnc, '15')))
    const [direct, local] = await db
      .insert(smsRoutes)
      .values([
        {
          teamId,
          name: 'UK direct',
          vendorName: 'Northwind SMS',
          connectionId: vendorLink?.id ?? null,
          senderHandling: 'keep',
          createdAt: daysAgo(context, 60),
          updatedAt: daysAgo(context, 60),
        },
        {
          teamId,
          name: 'Local test route',
          vendorName: 'Switchboard simulator',
          senderHandling: 'replace',
          senderPool: ['Switchboard'],
          createdAt: daysAgo(context, 60),
          updatedAt: daysAgo(context, 60),
        },
      ])
      .returning({ id: smsRoutes.id })
    if (!direct || !local) return
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
      rate({ routeId: direct.id, country: 'GB', price: '0.028000', effectiveFrom: start }),
      ...(vodafone
        ? [
            rate({
              routeId: direct.id,
              networkId: vodafone.id,
              country: 'GB',
              price: '0.031000',
              effectiveFrom: start,
              effectiveTill: raised,
            }),
            rate({
              routeId: direct.id,
              networkId: vodafone.id,
              country: 'GB',
              price: '0.034500',
              effectiveFrom: raised,
              effectiveTill: ahead,
            }),
            rate({
              routeId: direct.id,
              networkId: vodafone.id,
              country: 'GB',
              price: '0.032000',
              effectiveFrom: ahead,
            }),
          ]
        : []),
      rate({
        routeId: local.id,
        country: 'GB',
        price: '0.005000',
        effectiveFrom: start,
        effectiveTill: lowered,
      }),
      rate({ routeId: local.id, country: 'GB', price: '0.004000', effectiveFrom: lowered }),
    ])
  },
}
