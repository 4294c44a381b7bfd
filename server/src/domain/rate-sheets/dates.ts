import { CalendarDateTime, toZoned } from '@internationalized/date'
import type { RateDateFormat } from '../../../../src/contract/rate-sheet'

const time = String.raw`(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?`
/** Each format's pattern and where its year, month and day are among the captures. */
const formats: Record<RateDateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})/, order: [1, 2, 3] },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})/, order: [1, 2, 3] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 2, 1] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 1, 2] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})/, order: [3, 2, 1] },
}
/** What a spreadsheet's date cell becomes (read-sheet.ts), whatever the profile's format. */
const cellDate = formats['YYYY-MM-DD']

/**
 * Reads a sheet's effective dates written in `format` (a time may follow) as wall-clock time in
 * `timeZone`; null for text that is not such a date. A sheet repeats a few dates many times,
 * so each text is read once.
 */
export function dateReader(format: RateDateFormat, timeZone: string) {
  const known = new Map<string, Date | null>()
  const { pattern, order } = formats[format]
  const full = new RegExp(`${pattern.source}${time}$`)
  const fromCell = new RegExp(`${cellDate.pattern.source}${time}$`)
  function read(text: string): Date | null {
    const cell = text.includes('T') ? fromCell.exec(text) : null
    const match = cell ?? full.exec(text)
    if (!match) return null
    const [y, m, d] = (cell ? cellDate.order : order).map((at) => Number(match[at]))
    const [hour = 0, minute = 0, second = 0] = [match[4], match[5], match[6]].map((part) =>
      Number(part ?? 0),
    )
    if (!y || !m || !d || m > 12 || hour > 23 || minute > 59 || second > 59) return null
    const wall = new CalendarDateTime(y, m, d, hour, minute, second)
    // CalendarDateTime moves an impossible day (31 February) on: such a date is refused.
    if (wall.day !== d || wall.month !== m) return null
    return toZoned(wall, timeZone).toDate()
  }
  return (text: string): Date | null => {
    if (!known.has(text)) known.set(text, read(text))
    return known.get(text) ?? null
  }
}
