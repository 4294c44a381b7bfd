import type { ReportGrouping } from '../../../../../src/contract/campaign-reports'
import { campaignLimits } from '../../../../../src/contract/constants'
import { ValidationError } from '../../../http/errors'
import { said } from '../../../http/words'

/** A report's days: both included, read in `timeZone`. */
export interface ReportPeriod {
  from: string
  to: string
  timeZone: string
}

const dayMs = 24 * 60 * 60 * 1000
// Calendar days only (no instants): UTC arithmetic on them is exact whatever the report's zone.
const dateOf = (day: string) => new Date(`${day}T00:00:00.000Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (day: string, days: number) => dayOf(new Date(dateOf(day).getTime() + days * dayMs))

/** The calendar day `now` falls on in `timeZone` (en-CA writes dates as YYYY-MM-DD). */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The asked days, or the last `reportDefaultDays` up to today (or up to the asked `to`). */
export function resolvePeriod(
  filter: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): ReportPeriod {
  const to = filter.to ?? (filter.from && filter.from > dayIn(timeZone, now) ? filter.from : null)
  const end = to ?? dayIn(timeZone, now)
  const from = filter.from ?? addDays(end, 1 - campaignLimits.reportDefaultDays)
  return { from, to: end, timeZone }
}

/** The first day of the bucket holding `day`: itself, its week's Monday, its month's 1st. */
export function bucketStart(day: string, grouping: ReportGrouping): string {
  if (grouping === 'day') return day
  if (grouping === 'month') return `${day.slice(0, 7)}-01`
  return addDays(day, -((dateOf(day).getUTCDay() + 6) % 7))
}

function nextBucket(start: string, grouping: ReportGrouping): string {
  if (grouping === 'day') return addDays(start, 1)
  if (grouping === 'week') return addDays(start, 7)
  const date = dateOf(start)
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)))
}

/** Every bucket of the period, oldest first; 422 on `grouping` past reportMaxPoints. */
export function bucketsOf(period: ReportPeriod, grouping: ReportGrouping): string[] {
  const buckets: string[] = []
  for (
    let start = bucketStart(period.from, grouping);
    start <= period.to;
    start = nextBucket(start, grouping)
  ) {
    buckets.push(start)
    if (buckets.length > campaignLimits.reportMaxPoints)
      throw ValidationError.field(
        'grouping',
        said('report.tooManyBuckets', { max: campaignLimits.reportMaxPoints, grouping }),
      )
  }
  return buckets
}
