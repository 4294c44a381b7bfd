import { and, eq } from 'drizzle-orm'
import { hubRoutingScope } from '../../../src/contract/constants'
import { moneyFromText, negateMoney } from '../../../src/contract/money'
import { hubEndpoints, hubMessages, networks, smsRoutes } from '../db/schema'
import { companyHolder } from '../domain/companies/present'
import { appendLedgerEntry } from '../domain/ledger'
import { daysAgo, type SeedStep } from './context'

/** Globex's applied UK price (demo-hub-endpoints.ts) and Eastway's UK rate (demo-hub-routing.ts). */
const clientPrice = '0.035000'
const vendorCost = '0.021000'
const sent = 12
/** Every fifth message failed at the vendor: refunded. */
const failedEvery = 5

/**
 * Hub traffic on first start (issue 18 item 6): a dozen messages Globex submitted over its SMPP
 * endpoint in the last four days, routed over Eastway, each charged to Globex's ledger at its
 * price (a usage entry referencing the message) and the failed ones refunded, so financials and
 * the company's ledger show hub traffic before anyone binds.
 */
export const demoHubTrafficStep: SeedStep = {
  name: 'demo hub traffic',
  async run(context) {
    const { db, teamId } = context
    const [endpoint] = await db
      .select()
      .from(hubEndpoints)
      .where(and(eq(hubEndpoints.teamId, teamId), eq(hubEndpoints.protocol, 'smpp')))
    const [route] = await db
      .select({ id: smsRoutes.id })
      .from(smsRoutes)
      .where(and(eq(smsRoutes.teamId, teamId), eq(smsRoutes.scope, hubRoutingScope)))
    if (!endpoint || !route) return
    const [network] = await db
      .select({ id: networks.id })
      .from(networks)
      .where(and(eq(networks.teamId, teamId), eq(networks.country, 'GB')))
    const holder = companyHolder({ teamId, id: endpoint.companyId })
    const price = moneyFromText(clientPrice, 'EUR')
    for (let index = 0; index < sent; index++) {
      const at = daysAgo(context, 4 - (index * 4) / sent)
      const failed = (index + 1) % failedEvery === 0
      const done = new Date(at.getTime() + 4000)
      const [message] = await db
        .insert(hubMessages)
        .values({
          teamId,
          endpointId: endpoint.id,
          companyId: endpoint.companyId,
          routeId: route.id,
          networkId: network?.id ?? null,
          source: 'Globex',
          destination: `+4477009001${String(index).padStart(2, '0')}`,
          clientPrice,
          clientCurrency: 'EUR',
          vendorCost,
          vendorCurrency: 'EUR',
          status: failed ? 'failed' : 'delivered',
          error: failed ? 'Undeliverable' : null,
          vendorMessageId: `eastway-${1000 + index}`,
          wantsReceipt: true,
          sentAt: at,
          doneAt: done,
          createdAt: at,
        })
        .returning({ id: hubMessages.id })
      if (!message) continue
      const reference = { kind: 'message' as const, id: message.id }
      await appendLedgerEntry(db, holder, {
        kind: 'usage',
        amount: negateMoney(price),
        reference,
        at,
      })
      if (failed)
        await appendLedgerEntry(db, holder, { kind: 'refund', amount: price, reference, at: done })
    }
  },
}
