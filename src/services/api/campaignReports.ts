import type {
  CampaignReport,
  DomainsCost,
  ReportGrouping,
  RoutesCost,
} from '../../contract/campaign-reports'
import { smsPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'

/** The days, campaigns and zone a report covers (both days included, read in `timeZone`). */
export interface ReportScope {
  from: string
  to: string
  timeZone: string
  /** Empty: every campaign of the team. */
  campaignIds: readonly string[]
}

const scopeQuery = (scope: ReportScope) => ({
  'filter[from]': scope.from,
  'filter[to]': scope.to,
  'filter[campaign_id]': scope.campaignIds.length > 0 ? scope.campaignIds.join(',') : undefined,
  time_zone: scope.timeZone,
})

/** Campaign reports (spec §7 SMS: reports, domains-cost; and the cost per route and network). */
export function createCampaignReportsApi(api: HttpClient) {
  const { v1 } = api
  return {
    report: (scope: ReportScope, grouping: ReportGrouping, signal?: AbortSignal) =>
      v1.get<CampaignReport>(smsPaths.campaignReports, {
        query: { ...scopeQuery(scope), grouping },
        signal,
      }),
    domainsCost: (scope: ReportScope, signal?: AbortSignal) =>
      v1.get<DomainsCost>(smsPaths.campaignDomainsCost, { query: scopeQuery(scope), signal }),
    routesCost: (scope: ReportScope, signal?: AbortSignal) =>
      v1.get<RoutesCost>(smsPaths.campaignRoutesCost, { query: scopeQuery(scope), signal }),
  }
}

export type CampaignReportsApi = ReturnType<typeof createCampaignReportsApi>
