import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { vendorRates } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { rowsOf } from '../campaigns/reports/scope'

type RateRow = typeof vendorRates.$inferSelect

/**
 * A table of rate histories: vendor rates by route, static client prices by endpoint (only the
 * applied ones: a price not yet told to its client is no one's history yet).
 */
export interface RateHistory {
  table: 'vendor_rates' | 'static_client_rates'
  owner: 'route_id' | 'endpoint_id'
  /** Which of the table's rows (alias `v`) make up histories. */
  rows: SQL
}

export const vendorRateHistory: RateHistory = {
  table: 'vendor_rates',
  owner: 'route_id',
  rows: sql`true`,
}

export const staticClientRateHistory: RateHistory = {
  table: 'static_client_rates',
  owner: 'endpoint_id',
  rows: sql`v.stage = 'applied'`,
}

/**
 * The one rule that fits new rates into their histories, for a rate written by the API and for
 * every row of an applied rate sheet alike (a history: same team, route, and network, or the
 * country default when no network):
 *
 * - The latest word for a moment wins: a rate that starts at the very moment another of its
 *   history starts replaces it. A wholesale vendor re-sends a sheet to correct a coming price,
 *   and an operator retyping a scheduled rate means the same; two windows from one moment would
 *   make "the rate in force" ambiguous.
 * - History that may have been billed is never rewritten: a start (or a sheet's close) before
 *   `now` inside a window another rate already held, from an earlier or the same moment, is
 *   refused (a rate typed with a past date). A sheet never asks it: its rows dated in the past
 *   start when the sheet is applied (rate-sheets/apply.ts). A past start that no rate held (a
 *   network's first rate) is taken: it rewrites nothing.
 * - The rate in force at a new start is closed there (its row is otherwise kept), and the new
 *   rate ends no later than the next one already scheduled.
 *
 * `starts` selects the starts to fit, one row per history, as
 * (id, owner_id, network_id, country, effective_from): `id` is the new rate's row, already
 * written, or null for a close without a new rate (a sheet's `closed` row); `owner_id` the
 * route (vendor rates) or the endpoint (static client prices) whose history it is.
 */
export async function fitRateWindows(
  tx: Database,
  teamId: string,
  starts: SQL,
  now: Date,
  history: RateHistory = vendorRateHistory,
): Promise<{ refused: RefusedStart[] }> {
  const rates = sql.raw(history.table)
  const sameHistory = sql`v.team_id = ${teamId} and v.${sql.raw(history.owner)} = s.owner_id
    and ${history.rows} and v.network_id is not distinct from s.network_id
    and (s.network_id is not null or v.country = s.country)
    and v.id is distinct from s.id`
  const at = now.toISOString()
  const refused = rowsOf<RefusedStart>(
    await tx.execute(sql`select s.network_id as "networkId", s.country,
        s.effective_from as "effectiveFrom"
      from (${starts}) s
      where s.effective_from < ${at}::timestamptz and exists (
        select 1 from ${rates} v where ${sameHistory}
          and v.effective_from <= s.effective_from
          and (v.effective_till is null or v.effective_till > s.effective_from))
      order by s.effective_from, s.country`),
  )
  if (refused.length > 0) return { refused }
  await tx.execute(sql`delete from ${rates} v using (${starts}) s
    where ${sameHistory} and v.effective_from = s.effective_from and s.id is not null`)
  await tx.execute(sql`update ${rates} v set effective_till = s.effective_from
    from (${starts}) s
    where ${sameHistory} and v.effective_from < s.effective_from
      and (v.effective_till is null or v.effective_till > s.effective_from)`)
  await tx.execute(sql`update ${rates} n set effective_till = bound.next_from
    from (select s.id, (select min(v.effective_from) from ${rates} v
            where ${sameHistory} and v.effective_from > s.effective_from) as next_from
          from (${starts}) s where s.id is not null) bound
    where n.id = bound.id and bound.next_from is not null
      and (n.effective_till is null or n.effective_till > bound.next_from)`)
  return { refused: [] }
}

/** A start refused because it would rewrite billed history: its history and moment. */
export interface RefusedStart {
  networkId: string | null
  country: string
  effectiveFrom: string | Date
}

/**
 * Fits a rate the API just wrote into its history (fitRateWindows); a start that would rewrite
 * billed history is refused (422 on effective_from). Answers the rate as stored.
 */
export async function claimRateWindow(tx: Database, rate: RateRow, now: Date): Promise<RateRow> {
  const start = sql`select ${rate.id}::text as id, ${rate.routeId}::text as owner_id,
    ${rate.networkId}::text as network_id, ${rate.country}::text as country,
    ${rate.effectiveFrom.toISOString()}::timestamptz as effective_from`
  const { refused } = await fitRateWindows(tx, rate.teamId, start, now)
  if (refused.length > 0) throw ValidationError.field('effective_from', 'rate.backdated')
  const [stored] = await tx.select().from(vendorRates).where(eq(vendorRates.id, rate.id))
  return stored ?? rate
}

/** The other rows of the rate's history: same team, route, and network (or country default). */
const sameHistory = (rate: RateRow): SQL =>
  and(
    eq(vendorRates.teamId, rate.teamId),
    eq(vendorRates.routeId, rate.routeId),
    rate.networkId
      ? eq(vendorRates.networkId, rate.networkId)
      : and(isNull(vendorRates.networkId), eq(vendorRates.country, rate.country)),
    ne(vendorRates.id, rate.id),
  ) as SQL

/**
 * Gives a scheduled rate's window back to the rate it had closed, when the scheduled one is
 * deleted or moved: the row that ended where it began ends where it ended.
 */
export async function releaseRateWindow(tx: Database, rate: RateRow): Promise<void> {
  await tx
    .update(vendorRates)
    .set({ effectiveTill: rate.effectiveTill })
    .where(and(sameHistory(rate), eq(vendorRates.effectiveTill, rate.effectiveFrom)))
}
