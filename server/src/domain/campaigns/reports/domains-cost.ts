import { sql } from 'drizzle-orm'
import type { DomainCost, DomainsCost } from '../../../../../src/contract/campaign-reports'
import type { Database } from '../../../db/connect'
import { smsCampaigns } from '../../../db/schema'
import { moneyText } from './money'
import type { ReportPeriod } from './period'
import {
  type FigureRow,
  figureColumns,
  inReportTransaction,
  messagesOf,
  rowsOf,
  summedFigureColumns,
} from './scope'

interface DomainRow extends FigureRow {
  domain: string | null
  campaigns: number
  cost_per_click: string | null
}

/**
 * GET sms/campaigns/domains-cost: the period's messages summed per campaign first, then per
 * the campaign's tracking domain (a campaign keeps its domain once sent: only drafts change).
 */
export async function domainsCost(
  db: Database,
  teamId: string,
  period: ReportPeriod,
  campaignIds: readonly string[] | undefined,
): Promise<DomainsCost> {
  const result = await inReportTransaction(db, (tx) =>
    tx.execute(sql`
    select ${smsCampaigns.trackingDomain} as domain, count(*)::int as campaigns,
      ${summedFigureColumns},
      case when sum(clicked) > 0 then round(sum(cost::numeric) / sum(clicked), 4)::text end
        as cost_per_click
    from (
      select campaign_id, ${figureColumns}
      from campaign_messages
      where ${messagesOf(teamId, period, campaignIds)}
      group by campaign_id
    ) as per_campaign
    join ${smsCampaigns} on ${smsCampaigns.id} = per_campaign.campaign_id
      and ${smsCampaigns.teamId} = ${teamId}
    group by ${smsCampaigns.trackingDomain}
    order by sum(per_campaign.cost::numeric) desc, ${smsCampaigns.trackingDomain} nulls last`),
  )
  const domains = rowsOf<DomainRow>(result).map(
    (row): DomainCost => ({
      domain: row.domain,
      campaigns: Number(row.campaigns),
      messages: Number(row.queued),
      delivered: Number(row.delivered),
      clicked: Number(row.clicked),
      cost: moneyText(row.cost),
      revenue: moneyText(row.revenue),
      margin: moneyText(row.margin),
      cost_per_click: row.cost_per_click === null ? null : moneyText(row.cost_per_click),
    }),
  )
  return { from: period.from, to: period.to, time_zone: period.timeZone, domains }
}
