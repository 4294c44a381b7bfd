import { isCalendarDay } from '../../../contract/calendar-day'
import { growthIntervals } from '../../../contract/contact-values'

export type GrowthInterval = (typeof growthIntervals)[number]
export const breakdownScopes = ['all', 'period'] as const
export type BreakdownScope = (typeof breakdownScopes)[number]

/** `?from=&to=&interval=&scope=`: the report page's view, kept in the URL. */
export interface ReportSearch {
  from?: string
  to?: string
  interval?: GrowthInterval
  scope?: BreakdownScope
}

const oneOf = <Option extends string>(options: readonly Option[], value: unknown) =>
  options.find((option) => option === value)

/** Values that are not real days, or a range that runs backwards, are dropped (the default shows). */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const from = typeof search.from === 'string' && isCalendarDay(search.from) ? search.from : null
  const to = typeof search.to === 'string' && isCalendarDay(search.to) ? search.to : null
  const interval = oneOf(growthIntervals, search.interval)
  const scope = oneOf(breakdownScopes, search.scope)
  return {
    ...(from && to && from <= to ? { from, to } : {}),
    ...(interval ? { interval } : {}),
    ...(scope ? { scope } : {}),
  }
}

const dayMs = 24 * 60 * 60 * 1000
/** The dashboard's own default (server/src/domain/audience/dashboard.ts): 30 days to today. */
const defaultDays = 30

/** The UTC days the page shows: the URL's, else the last 30 days up to today. */
export function effectiveRange(search: ReportSearch, now: Date): { from: string; to: string } {
  if (search.from && search.to) return { from: search.from, to: search.to }
  const to = now.toISOString().slice(0, 10)
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (defaultDays - 1) * dayMs)
  return { from: from.toISOString().slice(0, 10), to }
}
