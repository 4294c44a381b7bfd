import { isCalendarDay } from '../../../contract/calendar-day'

/** A day in the URL: `YYYY-MM-DD`, a real one. */
export function dayParam(value: unknown): string | undefined {
  return typeof value === 'string' && isCalendarDay(value) ? value : undefined
}

/** `from`/`to` days as the picker's start and end, when both are there and in order. */
export function dayRangeOf(from: string | undefined, to: string | undefined) {
  if (!from || !to || from > to) return null
  return { start: from, end: to }
}
