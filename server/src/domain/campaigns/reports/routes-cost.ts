import { sql } from 'drizzle-orm'
import type { RouteCost, RoutesCost } from '../../../../../src/contract/campaign-reports'
import { formatAmount, moneyFromText } from '../../../../../src/contract/money'
import type { Database } from '../../../db/connect'
import { networks, smsRoutes } from '../../../db/schema'
import type { ReportPeriod } from './period'
import { inReportTransaction, messagesOf, rowsOf } from './scope'

interface RouteRow {
  route_id: string | null
  route_name: string | null
  network_id: string | null
  network_name: string | null
  messages: number
  sent: number
  delivered: number
  failed: number
  cost: string
}

/**
 * GET sms/campaigns/routes-cost: the period's messages per route they went by and network they
 * went to (groups are routes × networks, few), with the names of those still kept.
 */
export async function routesCost(
  db: Database,
  teamId: string,
  period: ReportPeriod,
  campaignIds: readonly string[] | undefined,
): Promise<RoutesCost> {
  const result = await inReportTransaction(db, (tx) =>
    tx.execute(sql`
    select per_route.*, ${smsRoutes.name} as route_name, ${networks.name} as network_name
    from (
      select route_id, network_id, count(*)::int as messages, count(submitted_at)::int as sent,
        count(delivered_at)::int as delivered, count(failed_at)::int as failed,
        coalesce(sum(cost::numeric), 0)::text as cost
      from campaign_messages
      where ${messagesOf(teamId, period, campaignIds)}
      group by route_id, network_id
    ) as per_route
    left join ${smsRoutes} on ${smsRoutes.id} = per_route.route_id
      and ${smsRoutes.teamId} = ${teamId}
    left join ${networks} on ${networks.id} = per_route.network_id
      and ${networks.teamId} = ${teamId}
    order by per_route.cost::numeric desc, route_name nulls first, network_name nulls last`),
  )
  const routes = rowsOf<RouteRow>(result).map(
    (row): RouteCost => ({
      route_id: row.route_id,
      route_name: row.route_name,
      network_id: row.network_id,
      network_name: row.network_name,
      messages: Number(row.messages),
      sent: Number(row.sent),
      delivered: Number(row.delivered),
      failed: Number(row.failed),
      cost: formatAmount(moneyFromText(row.cost)),
    }),
  )
  return { from: period.from, to: period.to, time_zone: period.timeZone, routes }
}
