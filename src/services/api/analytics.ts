import type { AnalyticsFilters } from '../../contract/analytics'
import type { ContactDashboard, ContactDashboardQuery, ContactReport } from '../../contract/contact'
import { audiencePaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'

/** Contacts added between two UTC days (both included), as the list's filters name them. */
export interface ReportRange {
  from?: string
  to?: string
}

/**
 * The audience's figures (spec §7 Audience): the contacts report (counts by status, country,
 * network and source), the dashboard (totals and growth over time) and the filter values.
 */
export function createAnalyticsApi(api: HttpClient) {
  const { v1 } = api
  return {
    contactReport: (range: ReportRange, signal?: AbortSignal) =>
      v1.get<ContactReport>(audiencePaths.contactReport, {
        query: { 'filter[created_from]': range.from, 'filter[created_to]': range.to },
        signal,
      }),
    contactDashboard: (query: ContactDashboardQuery, signal?: AbortSignal) =>
      v1.get<ContactDashboard>(audiencePaths.contactDashboard, { query: { ...query }, signal }),
    filters: (signal?: AbortSignal) =>
      v1.get<AnalyticsFilters>(audiencePaths.analyticsFilters, { signal }),
  }
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>
