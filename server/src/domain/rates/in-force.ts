import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { networks, vendorRates } from '../../db/schema'

/** The rows whose window [effective_from, effective_till) holds the moment. */
export const inForceAt = (at: Date): SQL =>
  and(
    lte(vendorRates.effectiveFrom, at),
    or(isNull(vendorRates.effectiveTill), gt(vendorRates.effectiveTill, at)),
  ) as SQL

export interface RateInForce {
  routeId: string
  rateId: string
  /** Null when the country default answered. */
  networkId: string | null
  country: string
  /** Decimal text, as stored (numeric(18, 6)). */
  price: string
  currency: string
  effectiveFrom: Date
  effectiveTill: Date | null
  /** What matched: the network's own rate, or the country default. */
  match: 'network' | 'country'
}

export interface RatesInForceQuery {
  teamId: string
  /** Only these routes; every route of the team when left out. */
  routeIds?: readonly string[]
  /** The destination's network; its country is the country default's when `country` is not given. */
  networkId?: string
  /** The destination's country (ISO 3166 alpha-2). */
  country?: string
  at: Date
}

/**
 * The vendor rate in force at `at` on each route, for a destination: the network's own rate,
 * else the country's default. The more precise match wins, never the price: a cheaper country
 * default does not beat a network's rate. One query; routes with neither answer nothing.
 */
export async function ratesInForce(db: Database, query: RatesInForceQuery): Promise<RateInForce[]> {
  const country = query.country ?? (await countryOfNetwork(db, query.teamId, query.networkId))
  const networkRow = query.networkId ? eq(vendorRates.networkId, query.networkId) : undefined
  const countryDefault = country
    ? and(isNull(vendorRates.networkId), eq(vendorRates.country, country))
    : undefined
  if (!networkRow && !countryDefault) return []
  if (query.routeIds?.length === 0) return []
  const rows = await db
    .selectDistinctOn([vendorRates.routeId], {
      routeId: vendorRates.routeId,
      rateId: vendorRates.id,
      networkId: vendorRates.networkId,
      country: vendorRates.country,
      price: vendorRates.price,
      currency: vendorRates.currency,
      effectiveFrom: vendorRates.effectiveFrom,
      effectiveTill: vendorRates.effectiveTill,
    })
    .from(vendorRates)
    .where(
      and(
        eq(vendorRates.teamId, query.teamId),
        query.routeIds ? inArray(vendorRates.routeId, [...query.routeIds]) : undefined,
        inForceAt(query.at),
        or(networkRow, countryDefault),
      ),
    )
    // Per route: a network's own row before the country default, then the latest start.
    .orderBy(
      vendorRates.routeId,
      sql`${vendorRates.networkId} is null`,
      sql`${vendorRates.effectiveFrom} desc`,
    )
  return rows.map((row) => ({ ...row, match: row.networkId ? 'network' : 'country' }))
}

async function countryOfNetwork(
  db: Database,
  teamId: string,
  networkId: string | undefined,
): Promise<string | undefined> {
  if (!networkId) return undefined
  const [network] = await db
    .select({ country: networks.country })
    .from(networks)
    .where(and(eq(networks.teamId, teamId), eq(networks.id, networkId)))
  return network?.country
}
