import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { HlrAnalytics, HlrAnalyticsQuery } from '../../../../src/contract/enrichment'
import { formatMoney, moneyFromText } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { hlrLogs, networks } from '../../db/schema'
import { lookupShape } from './cost'

const dayMs = 24 * 60 * 60 * 1000

const share = (ported: number, lookups: number) => (lookups === 0 ? null : ported / lookups)

/** Each UTC day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let at = Date.parse(from); at <= Date.parse(to); at += dayMs)
    days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

/**
 * The period's lookups (UTC days, both ends included): the ported share of the successful ones
 * by serving network and per day, the failures, and what was charged (only for successes).
 */
export async function hlrAnalyticsOf(
  db: Database,
  teamId: string,
  query: HlrAnalyticsQuery,
): Promise<HlrAnalytics> {
  const period = and(
    eq(hlrLogs.teamId, teamId),
    gte(hlrLogs.lookedUpAt, new Date(Date.parse(query.from))),
    lt(hlrLogs.lookedUpAt, new Date(Date.parse(query.to) + dayMs)),
  )
  const answered = and(period, eq(hlrLogs.status, 'ok'))
  const portedCount = sql<number>`count(*) filter (where ${hlrLogs.ported})`.mapWith(Number)
  const day = sql<string>`to_char(${hlrLogs.lookedUpAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const [totals, byNetwork, byDay] = await Promise.all([
    db
      .select({
        lookups: sql<number>`count(*) filter (where ${hlrLogs.status} = 'ok')`.mapWith(Number),
        ported: portedCount,
        failed: sql<number>`count(*) filter (where ${hlrLogs.status} = 'failed')`.mapWith(Number),
        cost: sql<string>`coalesce(sum(${hlrLogs.cost}), 0)::text`,
      })
      .from(hlrLogs)
      .where(period),
    db
      .select({
        networkId: hlrLogs.networkId,
        name: networks.name,
        mcc: sql<string>`${hlrLogs.mcc}`,
        mnc: sql<string>`${hlrLogs.mnc}`,
        lookups: count(),
        ported: portedCount,
      })
      .from(hlrLogs)
      .leftJoin(networks, eq(networks.id, hlrLogs.networkId))
      .where(answered)
      .groupBy(hlrLogs.networkId, networks.name, hlrLogs.mcc, hlrLogs.mnc)
      .orderBy(desc(count()), hlrLogs.mcc, hlrLogs.mnc),
    db
      .select({ day, lookups: count(), ported: portedCount })
      .from(hlrLogs)
      .where(answered)
      .groupBy(day),
  ])
  const total = totals[0] ?? { lookups: 0, ported: 0, failed: 0, cost: '0' }
  const perDay = new Map(byDay.map((row) => [row.day, row]))
  return {
    from: query.from,
    to: query.to,
    totals: {
      lookups: total.lookups,
      ported: total.ported,
      ported_share: share(total.ported, total.lookups),
      failed: total.failed,
      cost: formatMoney(moneyFromText(total.cost, lookupShape.currency), {
        minDecimals: lookupShape.scale,
      }),
      currency: lookupShape.currency,
    },
    by_network: byNetwork.map((row) => ({
      network_id: row.networkId,
      name: row.name,
      mcc: row.mcc,
      mnc: row.mnc,
      lookups: row.lookups,
      ported: row.ported,
      ported_share: share(row.ported, row.lookups),
    })),
    by_day: daysOf(query.from, query.to).map((date) => {
      const row = perDay.get(date)
      const lookups = row?.lookups ?? 0
      const ported = row?.ported ?? 0
      return { day: date, lookups, ported, ported_share: share(ported, lookups) }
    }),
  }
}
