import { z } from 'zod'
import { reportGroupings } from './campaign-report-values'
import { campaignLimits } from './constants'
import { calendarDay, id } from './fields'
import { says } from './messages'
import { deliveryStates, timeZone } from './sms-campaign'

/**
 * Campaign reports (spec §7 SMS: reports, domains-cost). A message belongs to the period and
 * the bucket in which it was queued, and its outcomes (sent, delivered, failed, clicked,
 * replied, its cost and price) count with it: each bucket is a cohort, so a funnel never shows
 * more delivered than sent. Days are calendar days in the report's time zone, read there, so a
 * day of 23 or 25 hours (a DST change) is still one day.
 */

export { type ReportGrouping, reportGroupings } from './campaign-report-values'

const day = calendarDay

/** `filter[campaign_id]=a,b`: one campaign or several (empty: every campaign of the team). */
const campaignIds = z
  .string()
  .max(campaignLimits.reportMaxCampaigns * 40)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(id).max(campaignLimits.reportMaxCampaigns))

const reportFilter = z
  .object({
    /** The first day (default: `reportDefaultDays` days before `to`). */
    from: day.optional(),
    /** The last day, included (default: today in the time zone). */
    to: day.optional(),
    campaign_id: campaignIds.optional(),
  })
  .strict()
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    ...says('report.fromAfterTo'),
    path: ['from'],
  })

/** GET sms/campaigns/domains-cost: the period, the campaigns and the zone days are read in. */
export const domainsCostQuery = z.object({
  filter: reportFilter.prefault({}),
  /** Where the days begin and end (teams have no time zone yet). @default 'UTC' */
  time_zone: timeZone.default('UTC'),
})
export type DomainsCostQuery = z.input<typeof domainsCostQuery>

/** GET sms/campaigns/reports: the same, and how the time series is grouped (weeks from Monday). */
export const campaignReportQuery = domainsCostQuery.extend({
  grouping: z.enum(reportGroupings).default('day'),
})
export type CampaignReportQuery = z.input<typeof campaignReportQuery>

const count = z.number().int().min(0)
/** A decimal string in the team's currency (the messages' cost and price). */
const money = z.string()
/** A share from 0 to 1; null when there is nothing to divide by. */
const rate = z.number().min(0).max(1).nullable()

/**
 * What the messages of a cohort came to. `margin` is revenue less cost. Every queued message
 * ends sent (then delivered or failed), failed unsent, or cancelled (its campaign stopped).
 */
export const reportFigures = z.object({
  queued: count,
  sent: count,
  delivered: count,
  failed: count,
  cancelled: count,
  clicked: count,
  replied: count,
  cost: money,
  revenue: money,
  margin: money,
})
export type ReportFigures = z.infer<typeof reportFigures>

/** Figures with their rates: delivered of sent, clicked of delivered. */
export const reportTotals = reportFigures.extend({ delivery_rate: rate, click_rate: rate })
export type ReportTotals = z.infer<typeof reportTotals>

/** One bucket of the series: `period` is its first day (a Monday for weeks, the 1st for months). */
export const reportPoint = reportFigures.extend({ period: day })
export type ReportPoint = z.infer<typeof reportPoint>

export const campaignReportRow = reportTotals.extend({
  campaign_id: z.string(),
  name: z.string(),
  status: z.enum(deliveryStates),
  tracking_domain: z.string().nullable(),
})
export type CampaignReportRow = z.infer<typeof campaignReportRow>

export const campaignReport = z.object({
  from: day,
  to: day,
  time_zone: z.string(),
  grouping: z.enum(reportGroupings),
  totals: reportTotals,
  /** Every bucket of the period, empty ones included, oldest first. */
  series: z.array(reportPoint),
  /** The campaigns with messages in the period, the most first, at most reportMaxCampaigns. */
  campaigns: z.array(campaignReportRow),
  /** How many campaigns had messages in the period (the breakdown may show fewer). */
  campaign_count: count,
})
export type CampaignReport = z.infer<typeof campaignReport>

/** A tracking domain's messages and money over the period; `domain` null: campaigns without one. */
export const domainCost = z.object({
  domain: z.string().nullable(),
  campaigns: count,
  messages: count,
  delivered: count,
  clicked: count,
  cost: money,
  revenue: money,
  margin: money,
  /** Cost divided by clicks; null without a click. */
  cost_per_click: money.nullable(),
})
export type DomainCost = z.infer<typeof domainCost>

export const domainsCost = z.object({
  from: day,
  to: day,
  time_zone: z.string(),
  /** The costliest first. */
  domains: z.array(domainCost),
})
export type DomainsCost = z.infer<typeof domainsCost>

/**
 * What the period's messages cost per route and network: `route_id` null is the default route
 * (no plan routed them), `network_id` null a number no network prefix covers. A route's cost is
 * its vendor's rate × parts, nothing for a message refused or failed.
 */
export const routeCost = z.object({
  route_id: z.string().nullable(),
  /** Null for the default route, or a route deleted since. */
  route_name: z.string().nullable(),
  network_id: z.string().nullable(),
  network_name: z.string().nullable(),
  messages: count,
  sent: count,
  delivered: count,
  failed: count,
  cost: money,
})
export type RouteCost = z.infer<typeof routeCost>

export const routesCost = z.object({
  from: day,
  to: day,
  time_zone: z.string(),
  /** The costliest first. */
  routes: z.array(routeCost),
})
export type RoutesCost = z.infer<typeof routesCost>
