/**
 * A calendar day as the API and the URLs write it. Apart from the schemas that use it
 * (custom-field-value.ts re-exports it): routes check the days in their URL while matching, in
 * the entry chunk, which loads without the schema library.
 */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day in `YYYY-MM-DD` (2023-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const parts = isoDay.exec(value)
  if (!parts) return false
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
