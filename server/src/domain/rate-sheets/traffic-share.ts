import { and, count, eq, gte, sql } from 'drizzle-orm'
import { rateSheetLimits } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { campaignMessages } from '../../db/schema'

/** A change-set row's share of the team's recent traffic: to its network, and via the vendor. */
export interface TrafficShare {
  /** Of the team's messages sent in the window, the fraction that went to the row's network. */
  all: number
  /** The fraction that went to that network through a route of the sheet's vendor. */
  vendor: number
}

interface Counted {
  networkId: string | null
  country: string | null
  messages: number
  viaVendor: number
}

const dayMs = 24 * 60 * 60 * 1000
/** A fraction rounded to a hundredth of a percent (what the review table shows at most). */
const fraction = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 10_000) / 10_000

/**
 * The team's traffic of the last `rateSheetLimits.trafficShareDays` days by network, counted in
 * one grouped query per sheet: every message sent (submitted to a route) in the window, and of
 * those the ones sent through a route of the sheet's route's vendor (the team's routes of the
 * same vendor name). A row naming a network has that network's share; a country row (a
 * country's default rate) has the share of every message to that country.
 */
export async function trafficShares(
  db: Database,
  sheet: { teamId: string; routeId: string },
  now: Date,
): Promise<(row: { networkId: string | null; country: string | null }) => TrafficShare | null> {
  const since = new Date(now.getTime() - rateSheetLimits.trafficShareDays * dayMs)
  const vendorRoutes = sql`select r.id from sms_routes r where r.team_id = ${sheet.teamId}
    and r.vendor_name = (select own.vendor_name from sms_routes own
      where own.id = ${sheet.routeId} and own.team_id = ${sheet.teamId})`
  const rows: Counted[] = await db
    .select({
      networkId: campaignMessages.networkId,
      country: campaignMessages.country,
      messages: count(),
      viaVendor:
        sql<number>`count(*) filter (where ${campaignMessages.routeId} in (${vendorRoutes}))`.mapWith(
          Number,
        ),
    })
    .from(campaignMessages)
    .where(and(eq(campaignMessages.teamId, sheet.teamId), gte(campaignMessages.submittedAt, since)))
    .groupBy(campaignMessages.networkId, campaignMessages.country)
  let total = 0
  const byNetwork = new Map<string, { messages: number; viaVendor: number }>()
  const byCountry = new Map<string, { messages: number; viaVendor: number }>()
  const add = (map: typeof byNetwork, key: string, counted: Counted) => {
    const known = map.get(key) ?? { messages: 0, viaVendor: 0 }
    known.messages += counted.messages
    known.viaVendor += counted.viaVendor
    map.set(key, known)
  }
  for (const counted of rows) {
    total += counted.messages
    if (counted.networkId) add(byNetwork, counted.networkId, counted)
    if (counted.country) add(byCountry, counted.country, counted)
  }
  return ({ networkId, country }) => {
    const counted = networkId
      ? byNetwork.get(networkId)
      : country
        ? byCountry.get(country)
        : undefined
    if (!networkId && !country) return null
    return {
      all: fraction(counted?.messages ?? 0, total),
      vendor: fraction(counted?.viaVendor ?? 0, total),
    }
  }
}
