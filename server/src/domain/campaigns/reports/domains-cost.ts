import { sql } from 'drizzle-orm'
import type { DomainCost, DomainsCost } from '../../../../../src/contract/campaign-reports'
import { money } from '../../../../../src/contract/constants'
import { divideMoney, formatAmount, moneyFromText } from '../../../../../src/contract/money'
import type { Database } from '../../../db/connect'
import { smsCampaigns } from '../../../db/schema'
import { figuresOf } from './figures'
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
}

/** What a click cost, at a unit price's decimals (rounded half to even); null without one. */
function costPerClick(cost: string, clicks: number): string | null {
  if (clicks === 0) return null
  return formatAmount(divideMoney(moneyFromText(cost), clicks, { scale: money.scales.unitPrice }))
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
      ${summedFigureColumns}
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
  const domains = rowsOf<DomainRow>(result).map((row): DomainCost => {
    const figures = figuresOf(row)
    return {
      domain: row.domain,
      campaigns: Number(row.campaigns),
      messages: figures.queued,
      delivered: figures.delivered,
      clicked: figures.clicked,
      cost: figures.cost,
      revenue: figures.revenue,
      margin: figures.margin,
      cost_per_click: costPerClick(row.cost, figures.clicked),
    }
  })
  return { from: period.from, to: period.to, time_zone: period.timeZone, domains }
}
