/**
 * The periods an automation's counts are read over (the list's and the graph's period picker):
 * the browser's today, the last 7 or 30 days, or the automation's whole life. Plain values: the
 * list route's search reads them without loading the contract's schemas.
 */
export const statsPeriods = ['all', 'today', 'last7Days', 'last30Days'] as const
export type StatsPeriod = (typeof statsPeriods)[number]
export const defaultStatsPeriod: StatsPeriod = 'all'

const dayMs = 24 * 60 * 60 * 1000
const daysBack: Record<Exclude<StatsPeriod, 'all' | 'today'>, number> = {
  last7Days: 7,
  last30Days: 30,
}

/** Where a period starts, counted back from `now`; null: from the beginning. */
export function periodStart(period: StatsPeriod, now: Date): Date | null {
  if (period === 'all') return null
  if (period === 'today') {
    const start = new Date(now)
    start.setHours(0, 0, 0, 0)
    return start
  }
  return new Date(now.getTime() - daysBack[period] * dayMs)
}

/** The request's `from` for a period, as of now. */
export const periodFrom = (period: StatsPeriod, now = new Date()): string | null =>
  periodStart(period, now)?.toISOString() ?? null
