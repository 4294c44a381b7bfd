import { and, eq } from 'drizzle-orm'
import { defaultRoutingScope } from '../../../src/contract/constants'
import { smppConnections, smsRoutes } from '../db/schema'
import { daysAgo, type SeedContext, type SeedStep } from './context'

/**
 * The demo team's routes, one list for every routing screen's demo data: the rates seed gives
 * them their rate history, the plans seed splits the default plan over them, and the rate inbox
 * seed parses a sheet for Acme Wholesale. `link` says which connection a route goes through
 * (`vendor`: the demo SMPP connection, which is down, so a plan fails over; `simulator`: none).
 */
export const demoRoutes = {
  simulator: {
    name: 'Simulator direct',
    vendorName: 'Switchboard simulator',
    link: 'simulator',
    senderHandling: 'replace',
    senderPool: ['Switchboard'],
  },
  vendorA: {
    name: 'Vendor A',
    vendorName: 'Northwind SMS',
    link: 'vendor',
    senderHandling: 'keep',
    senderPool: [],
  },
  acme: {
    name: 'Acme Wholesale',
    vendorName: 'Acme Wholesale',
    link: 'simulator',
    senderHandling: 'keep',
    senderPool: [],
  },
} as const

export type DemoRoute = keyof typeof demoRoutes

/** Made after the connections step, whose vendor connection the vendor route goes through. */
export const demoRoutesStep: SeedStep = {
  name: 'demo routes',
  async run(context) {
    const { db, teamId } = context
    const [vendorLink] = await db
      .select({ id: smppConnections.id })
      .from(smppConnections)
      .where(and(eq(smppConnections.teamId, teamId), eq(smppConnections.kind, 'smpp')))
      .limit(1)
    await db.insert(smsRoutes).values(
      Object.values(demoRoutes).map((route) => ({
        teamId,
        name: route.name,
        vendorName: route.vendorName,
        connectionId: route.link === 'vendor' ? (vendorLink?.id ?? null) : null,
        senderHandling: route.senderHandling,
        senderPool: [...route.senderPool],
        createdAt: daysAgo(context, 60),
        updatedAt: daysAgo(context, 60),
      })),
    )
  },
}

/** The demo routes' ids, by their key in `demoRoutes` (made by demoRoutesStep). */
export async function demoRouteIds(context: SeedContext): Promise<Record<DemoRoute, string>> {
  const rows = await context.db
    .select({ id: smsRoutes.id, name: smsRoutes.name })
    .from(smsRoutes)
    .where(and(eq(smsRoutes.teamId, context.teamId), eq(smsRoutes.scope, defaultRoutingScope)))
  const idOf = (key: DemoRoute) => {
    const row = rows.find((candidate) => candidate.name === demoRoutes[key].name)
    if (!row) throw new Error(`The demo route ${demoRoutes[key].name} was not made`)
    return row.id
  }
  return { simulator: idOf('simulator'), vendorA: idOf('vendorA'), acme: idOf('acme') }
}
