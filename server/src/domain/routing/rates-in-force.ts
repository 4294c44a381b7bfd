import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/connect'
import { vendorRates } from '../../db/schema'
import { inForceAt } from '../rates/in-force'
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
  const inForce = and(
    eq(vendorRates.teamId, teamId),
    inArray(vendorRates.routeId, [...routeIds]),
    inForceAt(at),
  )
  const columns = {
    routeId: vendorRates.routeId,
    price: vendorRates.price,
    currency: vendorRates.currency,
    networkId: vendorRates.networkId,
    effectiveFrom: vendorRates.effectiveFrom,
  }
  // Two branches, so each reads its own index (route and network; route and country) rather
  // than every country's default of the routes.
  const branches = [
    target.networkId
      ? db
          .select(columns)
          .from(vendorRates)
          .where(and(inForce, eq(vendorRates.networkId, target.networkId)))
      : undefined,
    target.country
      ? db
          .select(columns)
          .from(vendorRates)
          .where(
            and(inForce, isNull(vendorRates.networkId), eq(vendorRates.country, target.country)),
          )
      : undefined,
  ].filter((branch) => branch !== undefined)
  const [first, second] = branches
  if (!first) return new Map()
  const candidates = (second ? unionAll(first, second) : first).as('candidates')
  const rows = await db
    .selectDistinctOn([candidates.routeId], {
      routeId: candidates.routeId,
      price: candidates.price,
      currency: candidates.currency,
      networkId: candidates.networkId,
    })
    .from(candidates)
    .orderBy(
      candidates.routeId,
      sql`${candidates.networkId} is null`,
      sql`${candidates.effectiveFrom} desc`,
    )
  return new Map(
    rows.map((row) => [
      row.routeId,
      { price: row.price, currency: row.currency, networkId: row.networkId },
    ]),
  )
}
