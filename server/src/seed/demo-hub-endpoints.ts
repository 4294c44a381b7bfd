import { and, eq } from 'drizzle-orm'
import { hubEndpointLimits } from '../../../src/contract/constants'
import type { NoticePrice } from '../../../src/contract/hub-endpoint'
import { companies, hubEndpoints, rateNotices, staticClientRates } from '../db/schema'
import { hashBindPassword, issueApiKey } from '../domain/hub-endpoints/credentials'
import { daysAgo, type SeedContext, type SeedStep } from './context'

const inDays = (context: SeedContext, days: number) => daysAgo(context, -days)

async function clientNamed(context: SeedContext, name: string) {
  const [row] = await context.db
    .select()
    .from(companies)
    .where(and(eq(companies.teamId, context.teamId), eq(companies.name, name)))
  return row
}

/** The prices told a month ago, applied since: what the demo client pays now. */
const appliedPrices = [
  { country: 'GB', price: '0.035000' },
  { country: 'DE', price: '0.042000' },
]

/** Prices written since and not yet told: the email-updates screen has a notice to preview. */
const draftPrices = [
  { country: 'GB', price: '0.038000', inDays: hubEndpointLimits.rateNoticeDays + 3 },
  { country: 'FR', price: '0.051000', inDays: 1 },
]

/**
 * The demo clients' endpoints (demo-companies.ts): Globex binds over SMPP and has static prices,
 * two applied after a notice a month ago and two drafts (an increase beyond the notice period,
 * and a new country) waiting for the next notice; Initech posts over HTTP with a key issued
 * (its plain value is not kept anywhere, as for any key).
 */
export const demoHubEndpointsStep: SeedStep = {
  name: 'demo hub endpoints',
  async run(context) {
    const { db, teamId } = context
    const globex = await clientNamed(context, 'Globex Messaging')
    const initech = await clientNamed(context, 'Initech Alerts')
    if (!globex || !initech) return
    const key = issueApiKey()
    const [smpp] = await db
      .insert(hubEndpoints)
      .values([
        {
          teamId,
          companyId: globex.id,
          name: 'Globex SMPP',
          protocol: 'smpp' as const,
          systemId: 'globex',
          passwordHash: await hashBindPassword('gl0bex!'),
          allowedIps: ['203.0.113.0/24', '2001:db8:10::/48'],
          tps: 200,
        },
        {
          teamId,
          companyId: initech.id,
          name: 'Initech HTTP',
          protocol: 'http' as const,
          apiKeyHash: key.hash,
          apiKeyHint: key.hint,
          allowedIps: ['198.51.100.25'],
          tps: 20,
        },
      ])
      .returning()
    if (!smpp) return
    const effectiveFrom = daysAgo(context, 20)
    const applied = await db
      .insert(staticClientRates)
      .values(
        appliedPrices.map((price) => ({
          teamId,
          endpointId: smpp.id,
          country: price.country,
          price: price.price,
          currency: globex.currency,
          effectiveFrom,
          stage: 'applied' as const,
        })),
      )
      .returning()
    const told: NoticePrice[] = applied.map((rate) => ({
      rate_id: rate.id,
      network: null,
      mcc: null,
      mnc: null,
      country: rate.country,
      kind: 'new',
      old_price: null,
      new_price: rate.price,
      currency: rate.currency,
      effective_from: effectiveFrom.toISOString(),
      earliest_from: null,
      too_soon: false,
    }))
    const [notice] = await db
      .insert(rateNotices)
      .values({
        teamId,
        endpointId: smpp.id,
        sentAt: daysAgo(context, 30),
        sentById: context.owner.id,
        sentByName: context.owner.name,
        recipients: globex.contacts.flatMap((contact) => (contact.email ? [contact.email] : [])),
        subject: 'Price update for Globex SMPP',
        noticeDays: hubEndpointLimits.rateNoticeDays,
        prices: told,
        appliedAt: daysAgo(context, 29),
      })
      .returning()
    if (notice)
      await db
        .update(staticClientRates)
        .set({ noticeId: notice.id })
        .where(eq(staticClientRates.endpointId, smpp.id))
    await db.insert(staticClientRates).values(
      draftPrices.map((price) => ({
        teamId,
        endpointId: smpp.id,
        country: price.country,
        price: price.price,
        currency: globex.currency,
        effectiveFrom: inDays(context, price.inDays),
      })),
    )
  },
}
