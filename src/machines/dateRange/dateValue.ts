import {
  CalendarDate,
  CalendarDateTime,
  type DateValue,
  endOfMonth,
  fromAbsolute,
  fromDate,
  parseAbsolute,
  parseDate,
  parseDateTime,
  startOfMonth,
  type Time,
  toCalendarDate,
  toCalendarDateTime,
  ZonedDateTime,
} from '@internationalized/date'
import type { datePicker } from '../../contract/constants'

/**
 * Values of the date and date-range pickers (spec §5): what counts as a valid value, how raw
 * values become calendar date-times, how a range is ordered and trimmed to the time accuracy,
 * the presets and the disabled ranges. Pure: "today" and the time zone always come in.
 */

/** 0 date only, 1 hours, 2 minutes, 3 seconds, 4 milliseconds. */
export type TimeAccuracy = (typeof datePicker.timeAccuracyLevels)[number]

/** What a caller may hand the pickers: epoch milliseconds, a Date, an ISO string or a date value. */
export type RawDateValue = number | Date | string | DateValue | null | undefined

export interface RawDateRange {
  start: RawDateValue
  end: RawDateValue
}

export interface DateTimeRange {
  start: CalendarDateTime
  end: CalendarDateTime
}

/** Whole days, both ends included. */
export interface DayRange {
  start: CalendarDate
  end: CalendarDate
}

export type RangeEdge = keyof DateTimeRange

const isDateObject = (value: unknown): value is DateValue =>
  value instanceof CalendarDate ||
  value instanceof CalendarDateTime ||
  value instanceof ZonedDateTime

/** Spec §5: a value is valid if it is a finite number, a valid date or a non-empty string. */
export function isValidDateValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value === 'string') return value.length > 0
  return isDateObject(value)
}

/** Spec §5: a range needs both ends valid. */
export function isValidDateRange(range: RawDateRange | null | undefined): range is RawDateRange {
  return range != null && isValidDateValue(range.start) && isValidDateValue(range.end)
}

function parseText(text: string, timeZone: string): CalendarDateTime | null {
  const parsers = [
    () => parseDateTime(text),
    () => toCalendarDateTime(parseDate(text)),
    () => toCalendarDateTime(parseAbsolute(text, timeZone)),
  ]
  for (const parse of parsers) {
    try {
      return parse()
    } catch {
      // Not this notation: the next parser may read it.
    }
  }
  return null
}

/** A valid raw value as a calendar date-time in the time zone, or null when it cannot be read. */
export function toDateTime(value: RawDateValue, timeZone: string): CalendarDateTime | null {
  if (!isValidDateValue(value)) return null
  if (typeof value === 'number') return toCalendarDateTime(fromAbsolute(value, timeZone))
  if (value instanceof Date) return toCalendarDateTime(fromDate(value, timeZone))
  if (typeof value === 'string') return parseText(value, timeZone)
  return value ? toCalendarDateTime(value) : null
}

const timeFields = ['hour', 'minute', 'second', 'millisecond'] as const
const timeFieldMaximum = { hour: 23, minute: 59, second: 59, millisecond: 999 } as const

/** The time parts below the accuracy, which a range end does not carry. */
const fieldsBelow = (accuracy: TimeAccuracy) => timeFields.slice(accuracy)

/** A range start rounds down to the unit of the accuracy. */
export function trimStart(value: CalendarDateTime, accuracy: TimeAccuracy): CalendarDateTime {
  return value.set(Object.fromEntries(fieldsBelow(accuracy).map((field) => [field, 0])))
}

/** A range end fills up to the last millisecond of the unit of the accuracy. */
export function trimEnd(value: CalendarDateTime, accuracy: TimeAccuracy): CalendarDateTime {
  return value.set(
    Object.fromEntries(fieldsBelow(accuracy).map((field) => [field, timeFieldMaximum[field]])),
  )
}

/** Orders the ends (a start later than the end is swapped), then trims them to the accuracy. */
export function normalizeRange(range: DateTimeRange, accuracy: TimeAccuracy): DateTimeRange {
  const [start, end] =
    range.start.compare(range.end) > 0 ? [range.end, range.start] : [range.start, range.end]
  return { start: trimStart(start, accuracy), end: trimEnd(end, accuracy) }
}

/** The default range over whole days: from 0:00 on the first to 23:59:59.999 on the last. */
export function rangeOfDays(first: CalendarDate, last: CalendarDate, accuracy: TimeAccuracy) {
  return normalizeRange(
    {
      start: trimStart(toCalendarDateTime(first), 0),
      end: trimEnd(toCalendarDateTime(last), 0),
    },
    accuracy,
  )
}

/** A raw range as a normalized date-time range, or null unless both ends can be read. */
export function toDateTimeRange(
  range: RawDateRange | null | undefined,
  timeZone: string,
  accuracy: TimeAccuracy,
): DateTimeRange | null {
  if (!isValidDateRange(range)) return null
  const start = toDateTime(range.start, timeZone)
  const end = toDateTime(range.end, timeZone)
  if (!start || !end) return null
  // A day given without a time ends at the end of that day, as a picked day does.
  return normalizeRange({ start, end: isDateOnly(range.end) ? trimEnd(end, 0) : end }, accuracy)
}

function isDateOnly(value: RawDateValue): boolean {
  if (value instanceof CalendarDate) return true
  if (typeof value !== 'string') return false
  try {
    parseDate(value)
    return true
  } catch {
    return false
  }
}

/** Sets one end's time of day; an emptied time falls back to that end's default (0:00 or 23:59:59.999). */
export function withTime(
  range: DateTimeRange,
  edge: RangeEdge,
  time: Time | null,
  accuracy: TimeAccuracy,
): DateTimeRange {
  const day = toCalendarDate(range[edge])
  const changed = time ? toCalendarDateTime(day, time) : rangeOfDays(day, day, 0)[edge]
  return normalizeRange({ ...range, [edge]: changed }, accuracy)
}

export const rangePresets = ['today', 'yesterday', 'last7Days', 'thisMonth', 'lastMonth'] as const
export type RangePreset = (typeof rangePresets)[number]

/** The days a preset covers, counted from today. */
export function presetDays(preset: RangePreset, today: CalendarDate): DayRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today }
    case 'yesterday': {
      const yesterday = today.subtract({ days: 1 })
      return { start: yesterday, end: yesterday }
    }
    case 'last7Days':
      return { start: today.subtract({ days: 6 }), end: today }
    case 'thisMonth':
      return { start: startOfMonth(today), end: endOfMonth(today) }
    case 'lastMonth': {
      const lastMonth = startOfMonth(today).subtract({ months: 1 })
      return { start: lastMonth, end: endOfMonth(lastMonth) }
    }
  }
}

/** Whether the days share at least one day with a disabled range. */
export function overlapsDisabled(days: DayRange, disabled: readonly DayRange[]): boolean {
  const [start, end] =
    days.start.compare(days.end) > 0 ? [days.end, days.start] : [days.start, days.end]
  return disabled.some((range) => start.compare(range.end) <= 0 && range.start.compare(end) <= 0)
}

export function isDayDisabled(day: DateValue, disabled: readonly DayRange[]): boolean {
  const date = toCalendarDate(day)
  return overlapsDisabled({ start: date, end: date }, disabled)
}

export const isSameDay = (a: DateValue, b: DateValue) =>
  toCalendarDate(a).compare(toCalendarDate(b)) === 0

export type HourCycle = 12 | 24

/** The finest field a time input shows: milliseconds have no field and keep their trimmed value. */
export function granularityOf(accuracy: TimeAccuracy): 'day' | 'hour' | 'minute' | 'second' {
  return (['day', 'hour', 'minute', 'second', 'second'] as const)[accuracy]
}

/** How a value reads at this accuracy: the date, then the time down to its unit, 12- or 24-hour. */
export function dateTimeFormatOptions(
  accuracy: TimeAccuracy,
  hourCycle: HourCycle,
): Intl.DateTimeFormatOptions {
  const date: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }
  if (accuracy === 0) return date
  return {
    ...date,
    hour: 'numeric',
    hourCycle: hourCycle === 12 ? 'h12' : 'h23',
    ...(accuracy >= 2 ? { minute: '2-digit' } : {}),
    ...(accuracy >= 3 ? { second: '2-digit' } : {}),
    ...(accuracy === 4 ? { fractionalSecondDigits: 3 } : {}),
  }
}
