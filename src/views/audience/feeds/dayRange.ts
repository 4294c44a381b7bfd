import { type CalendarDateTime, parseDate, toCalendarDate } from '@internationalized/date'

// The URL's days are read in dayParam.ts, which the route's search validation (in the entry
// chunk) loads without the date library.
export { dayParam, dayRangeOf } from './dayParam'

/**
 * Whole days in the user's time zone as the instants the API filters on: the start of the
 * first day and the last millisecond of the last.
 */
export function instantsOf(
  range: { start: string; end: string } | null,
  timeZone: string,
): { from: string; to: string } | null {
  if (!range) return null
  const from = parseDate(range.start).toDate(timeZone)
  const next = parseDate(range.end).add({ days: 1 }).toDate(timeZone)
  return { from: from.toISOString(), to: new Date(next.getTime() - 1).toISOString() }
}

/** A picked range as days for the URL. */
export const daysOf = (range: { start: CalendarDateTime; end: CalendarDateTime } | null) =>
  range
    ? { from: toCalendarDate(range.start).toString(), to: toCalendarDate(range.end).toString() }
    : { from: undefined, to: undefined }

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
