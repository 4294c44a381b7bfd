import { and, eq, inArray, sql } from 'drizzle-orm'
import type {
  CampaignReport,
  CampaignReportRow,
  ReportGrouping,
} from '../../../../../src/contract/campaign-reports'
import { campaignLimits } from '../../../../../src/contract/constants'
import type { Database } from '../../../db/connect'
import { smsCampaigns } from '../../../db/schema'
import { figuresOf, totalsOf, zeroFigures } from './figures'
import { bucketsOf, type ReportPeriod } from './period'
import {
  type FigureRow,
  figureColumns,
  inReportTransaction,
  messagesOf,
  rowsOf,
  summedFigureColumns,
} from './scope'

interface GroupedRow extends FigureRow {
  period: string | null
  campaign_id: string | null
  /** grouping(period, campaign_id): 1 a bucket, 2 a campaign, 3 the whole period. */
  level: number
}

const level = { bucket: 1, campaign: 2, total: 3 } as const

/**
 * GET sms/campaigns/reports: one pass over the period's messages, grouped three ways at once
 * (by bucket, by campaign, and not at all), so a million messages are read once, not thrice.
 */
export async function campaignReport(
  db: Database,
  teamId: string,
  period: ReportPeriod,
  grouping: ReportGrouping,
  campaignIds: readonly string[] | undefined,
): Promise<CampaignReport> {
  const buckets = bucketsOf(period, grouping)
  // Messages are summed per campaign and bucket first (campaigns × buckets groups, hashed),
  // then those sums are grouped three ways: grouping sets over the messages themselves would
  // sort every one of them. `group by 1, 2` names the select list's bucket, whose parameters a
  // second copy of the expression would not match.
  const result = await inReportTransaction(db, (tx) =>
    tx.execute(sql`
    select to_char(period, 'YYYY-MM-DD') as period, campaign_id,
      grouping(period, campaign_id)::int as level, ${summedFigureColumns}
    from (
      select date_trunc(${grouping}, queued_at at time zone ${period.timeZone}) as period,
        campaign_id, ${figureColumns}
      from campaign_messages
      where ${messagesOf(teamId, period, campaignIds)}
      group by 1, 2
    ) as per_bucket
    group by grouping sets ((period), (campaign_id), ())`),
  )
  const rows = rowsOf<GroupedRow>(result)
  const byBucket = new Map(
    rows.filter((row) => row.level === level.bucket).map((row) => [row.period, figuresOf(row)]),
  )
  const total = rows.find((row) => row.level === level.total)
  const perCampaign = rows
    .filter((row) => row.level === level.campaign && row.campaign_id !== null)
    .map((row) => ({ id: row.campaign_id as string, figures: figuresOf(row) }))
    .sort((a, b) => b.figures.queued - a.figures.queued || a.id.localeCompare(b.id))
  const shown = perCampaign.slice(0, campaignLimits.reportMaxCampaigns)
  const names =
    shown.length === 0
      ? []
      : await db
          .select({
            id: smsCampaigns.id,
            name: smsCampaigns.name,
            status: smsCampaigns.status,
            trackingDomain: smsCampaigns.trackingDomain,
          })
          .from(smsCampaigns)
          .where(
            and(
              eq(smsCampaigns.teamId, teamId),
              inArray(
                smsCampaigns.id,
                shown.map((campaign) => campaign.id),
              ),
            ),
          )
  const campaignOf = new Map(names.map((row) => [row.id, row]))
  const campaigns = shown.flatMap(({ id, figures }): CampaignReportRow[] => {
    const campaign = campaignOf.get(id)
    if (!campaign) return []
    return [
      {
        campaign_id: id,
        name: campaign.name,
        status: campaign.status,
        tracking_domain: campaign.trackingDomain,
        ...totalsOf(figures),
      },
    ]
  })
  return {
    from: period.from,
    to: period.to,
    time_zone: period.timeZone,
    grouping,
    totals: totalsOf(total ? figuresOf(total) : zeroFigures),
    series: buckets.map((start) => ({ period: start, ...(byBucket.get(start) ?? zeroFigures) })),
    campaigns,
    campaign_count: perCampaign.length,
  }
}
