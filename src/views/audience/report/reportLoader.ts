import type { ContactDashboard, ContactReport } from '../../../contract/contact'
import type { ApiResult } from '../../../services/http/client'
import { analyticsApi } from './analyticsApi'
import {
  type BreakdownScope,
  effectiveRange,
  type GrowthInterval,
  type ReportSearch,
} from './reportSearch'

export interface ContactReportData {
  range: { from: string; to: string }
  interval: GrowthInterval
  scope: BreakdownScope
  report: ApiResult<ContactReport>
  dashboard: ApiResult<ContactDashboard>
}

/** The report (counts by status, country, network, source) and the dashboard, side by side. */
export async function loadContactReport(
  search: ReportSearch,
  signal: AbortSignal,
  now = new Date(),
): Promise<ContactReportData> {
  const range = effectiveRange(search, now)
  const interval = search.interval ?? 'day'
  const scope = search.scope ?? 'all'
  const [report, dashboard] = await Promise.all([
    analyticsApi.contactReport(scope === 'period' ? range : {}, signal),
    analyticsApi.contactDashboard({ ...range, interval }, signal),
  ])
  return { range, interval, scope, report, dashboard }
}
