import { isCalendarDay } from '../../../contract/calendar-day'
import { type ReportGrouping, reportGroupings } from '../../../contract/campaign-report-values'
import { campaignLimits } from '../../../contract/constants'
import { isValidId } from '../../frame/params'

/** `?from=&to=&grouping=&campaign=`: the reports page's view, kept in the URL. */
export interface ReportsSearch {
  from?: string
  to?: string
  grouping?: ReportGrouping
  /** One campaign's id; absent: every campaign. */
  campaign?: string
}

/** Values that are not real days, a backward range or a foreign id are dropped (the default shows). */
export function validateReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const from = typeof search.from === 'string' && isCalendarDay(search.from) ? search.from : null
  const to = typeof search.to === 'string' && isCalendarDay(search.to) ? search.to : null
  const grouping = reportGroupings.find((option) => option === search.grouping)
  const campaign =
    typeof search.campaign === 'string' && isValidId(search.campaign) ? search.campaign : null
  return {
    ...(from && to && from <= to ? { from, to } : {}),
    ...(grouping ? { grouping } : {}),
    ...(campaign ? { campaign } : {}),
  }
}

const dayMs = 24 * 60 * 60 * 1000

/** The days the page shows: the URL's, else the server's default (the last days up to today). */
export function effectivePeriod(
  search: ReportsSearch,
  today: string,
): { from: string; to: string } {
  if (search.from && search.to) return { from: search.from, to: search.to }
  const from = new Date(
    Date.parse(`${today}T00:00:00Z`) - (campaignLimits.reportDefaultDays - 1) * dayMs,
  )
  return { from: from.toISOString().slice(0, 10), to: today }
}
