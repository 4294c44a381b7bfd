import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { vendorRates } from '../../db/schema'
import type { RateInForce } from './decide'

/**
 * The vendor rate in force at `at` for each route, in one query: a rate for the number's network
 * when the route has one in force, else the route's default for the number's country. The
 * network's rate wins because it is the more specific match, whatever the prices; among rows of
 * one kind the latest window holding `at` ([effective_from, effective_till)) counts, so a
 * future `at` finds the rates scheduled for then.
 */
export async function ratesInForce(
  db: Database,
  teamId: string,
  routeIds: readonly string[],
  target: { networkId: string | null; country: string | null },
  at: Date,
): Promise<Map<string, RateInForce>> {
  if (routeIds.length === 0 || (!target.networkId && !target.country)) return new Map()
  const countryDefault = target.country
    ? and(isNull(vendorRates.networkId), eq(vendorRates.country, target.country))
    : undefined
  const forNetwork = target.networkId ? eq(vendorRates.networkId, target.networkId) : undefined
  const rows = await db
    .selectDistinctOn([vendorRates.routeId], {
      routeId: vendorRates.routeId,
      price: vendorRates.price,
      currency: vendorRates.currency,
      networkId: vendorRates.networkId,
    })
    .from(vendorRates)
    .where(
      and(
        eq(vendorRates.teamId, teamId),
        inArray(vendorRates.routeId, [...routeIds]),
        or(forNetwork, countryDefault),
        lte(vendorRates.effectiveFrom, at),
        or(isNull(vendorRates.effectiveTill), gt(vendorRates.effectiveTill, at)),
      ),
    )
    .orderBy(
      vendorRates.routeId,
      sql`${vendorRates.networkId} is null`,
      sql`${vendorRates.effectiveFrom} desc`,
    )
  return new Map(
    rows.map((row) => [
      row.routeId,
      { price: row.price, currency: row.currency, networkId: row.networkId },
    ]),
  )
}
