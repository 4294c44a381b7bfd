import { today } from '@internationalized/date'
import type { ReportGrouping } from '../../../contract/campaign-report-values'
import type { CampaignReport, DomainsCost, RoutesCost } from '../../../contract/campaign-reports'
import { pagination } from '../../../contract/constants'
import type { SmsCampaignList } from '../../../contract/sms-campaign'
import type { ReportScope } from '../../../services/api/campaignReports'
import type { ApiResult } from '../../../services/http/client'
import { campaignReportsApi, reportCampaignsApi } from './reportsApi'
import { effectivePeriod, type ReportsSearch } from './reportsSearch'

export interface CampaignReportsData {
  scope: ReportScope
  grouping: ReportGrouping
  report: ApiResult<CampaignReport>
  domains: ApiResult<DomainsCost>
  routes: ApiResult<RoutesCost>
  /** The campaigns the filter offers (by name). */
  campaigns: ApiResult<SmsCampaignList>
}

/** The browser's zone: the days of the page are the person's own days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The report, the cost per tracking domain and per route and network, and the campaigns to
 * filter by, side by side.
 */
export async function loadCampaignReports(
  search: ReportsSearch,
  signal: AbortSignal,
  timeZone = browserTimeZone(),
): Promise<CampaignReportsData> {
  const scope: ReportScope = {
    ...effectivePeriod(search, today(timeZone).toString()),
    timeZone,
    campaignIds: search.campaign ? [search.campaign] : [],
  }
  const grouping = search.grouping ?? 'day'
  const [report, domains, routes, campaigns] = await Promise.all([
    campaignReportsApi.report(scope, grouping, signal),
    campaignReportsApi.domainsCost(scope, signal),
    campaignReportsApi.routesCost(scope, signal),
    reportCampaignsApi.list({ per_page: pagination.maxItemsPerPage, sort: 'name' }, signal),
  ])
  return { scope, grouping, report, domains, routes, campaigns }
}
