/**
 * A calendar day as the API and the URLs write it. Apart from the schemas that use it
 * (custom-field-value.ts re-exports it): routes check the days in their URL while matching, in
 * the entry chunk, which loads without the schema library.
 */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The days the product takes. Four-digit years read alike in JavaScript, ISO-8601 and
 * PostgreSQL (which has no year 0000); the last day leaves room for the day after it, which a
 * filter's inclusive end becomes (9999-12-31 plus a day is no date PostgreSQL reads).
 */
export const calendarBounds = { first: '1000-01-01', last: '9999-12-30' } as const

/** Whether an ISO-8601 day or time (`YYYY-MM-DD…`) falls on a day within `calendarBounds`. */
export function isWithinCalendar(value: string): boolean {
  const day = value.slice(0, 10)
  return day >= calendarBounds.first && day <= calendarBounds.last
}

/** A real calendar day in `YYYY-MM-DD` (2023-02-30 is not one) within `calendarBounds`. */
export function isCalendarDay(value: string): boolean {
  const parts = isoDay.exec(value)
  if (!parts || !isWithinCalendar(value)) return false
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
