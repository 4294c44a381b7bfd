import { CalendarDate, CalendarDateTime, Time } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import {
  dateTimeFormatOptions,
  granularityOf,
  type HourCycle,
  isValidDateRange,
  isValidDateValue,
  normalizeRange,
  overlapsDisabled,
  presetDays,
  type RangePreset,
  rangeOfDays,
  type TimeAccuracy,
  toDateTime,
  toDateTimeRange,
  trimEnd,
  trimStart,
  withTime,
} from '../../../src/machines/dateRange/dateValue'

describe('a date value is valid if a finite number, a valid date or a non-empty string', () => {
  it.each([
    [0, true],
    [1_700_000_000_000, true],
    [-86_400_000, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NEGATIVE_INFINITY, false],
    [new Date(2024, 2, 4), true],
    [new Date('not a date'), false],
    ['2024-03-04', true],
    ['tomorrow', true],
    [' ', true],
    ['', false],
    [new CalendarDate(2024, 3, 4), true],
    [null, false],
    [undefined, false],
    [{}, false],
    [true, false],
  ])('%o is valid: %s', (value, valid) => {
    expect(isValidDateValue(value)).toBe(valid)
  })
})

describe('a range needs both ends valid', () => {
  it.each([
    [{ start: '2024-03-01', end: '2024-03-02' }, true],
    [{ start: 0, end: new Date(0) }, true],
    [{ start: '2024-03-01', end: '' }, false],
    [{ start: Number.NaN, end: '2024-03-02' }, false],
    [{ start: null, end: null }, false],
    [null, false],
  ])('%o is valid: %s', (range, valid) => {
    expect(isValidDateRange(range)).toBe(valid)
  })
})

describe('raw values become calendar date-times in the time zone', () => {
  it.each([
    ['2024-03-04', 'UTC', '2024-03-04T00:00:00'],
    ['2024-03-04T10:15:30', 'UTC', '2024-03-04T10:15:30'],
    ['2024-03-04T10:15:30Z', 'Asia/Tokyo', '2024-03-04T19:15:30'],
    [Date.UTC(2024, 2, 4, 23, 0), 'UTC', '2024-03-04T23:00:00'],
    [Date.UTC(2024, 2, 4, 23, 0), 'Europe/Paris', '2024-03-05T00:00:00'],
    [new Date(Date.UTC(2024, 0, 1, 12)), 'UTC', '2024-01-01T12:00:00'],
    [new CalendarDate(2024, 3, 4), 'UTC', '2024-03-04T00:00:00'],
  ] as const)('%o in %s is %s', (value, zone, expected) => {
    expect(toDateTime(value, zone)?.toString()).toBe(expected)
  })

  it.each(['tomorrow', '', Number.NaN])('%o cannot be read', (value) => {
    expect(toDateTime(value, 'UTC')).toBeNull()
  })
})

describe('the time accuracy trims the ends: start rounds down, end fills up', () => {
  const value = new CalendarDateTime(2024, 3, 4, 10, 15, 30, 250)
  it.each([
    [0, '2024-03-04T00:00:00', '2024-03-04T23:59:59.999'],
    [1, '2024-03-04T10:00:00', '2024-03-04T10:59:59.999'],
    [2, '2024-03-04T10:15:00', '2024-03-04T10:15:59.999'],
    [3, '2024-03-04T10:15:30', '2024-03-04T10:15:30.999'],
    [4, '2024-03-04T10:15:30.25', '2024-03-04T10:15:30.25'],
  ] as const)('level %i: start %s, end %s', (accuracy, start, end) => {
    expect(trimStart(value, accuracy).toString()).toBe(start)
    expect(trimEnd(value, accuracy).toString()).toBe(end)
  })
})

describe('the default range runs from 0:00 to 23:59:59.999', () => {
  it.each([0, 1, 2, 3, 4] as TimeAccuracy[])('at accuracy %i', (accuracy) => {
    const day = new CalendarDate(2024, 3, 4)
    const range = rangeOfDays(day, day, accuracy)
    expect(range.start.toString()).toBe('2024-03-04T00:00:00')
    expect(range.end.toString()).toBe('2024-03-04T23:59:59.999')
  })
})

describe('a start later than the end is swapped', () => {
  it.each([
    ['2024-03-08T00:00', '2024-03-04T00:00', '2024-03-04T00:00:00', '2024-03-08T23:59:59.999'],
    ['2024-03-04T00:00', '2024-03-08T00:00', '2024-03-04T00:00:00', '2024-03-08T23:59:59.999'],
    ['2024-03-04T00:00', '2024-03-04T00:00', '2024-03-04T00:00:00', '2024-03-04T23:59:59.999'],
  ])('%s..%s is %s..%s', (start, end, expectedStart, expectedEnd) => {
    const range = normalizeRange({ start: toDate(start), end: toDate(end) }, 0)
    expect([range.start.toString(), range.end.toString()]).toEqual([expectedStart, expectedEnd])
  })
  const toDate = (text: string) => toDateTime(text, 'UTC') as CalendarDateTime
})

describe('setting an end time keeps the day; an emptied time is the default of that end', () => {
  const range = rangeOfDays(new CalendarDate(2024, 3, 4), new CalendarDate(2024, 3, 8), 2)
  it.each([
    ['start', new Time(9, 30, 45), '2024-03-04T09:30:00', '2024-03-08T23:59:59.999'],
    ['end', new Time(18, 5), '2024-03-04T00:00:00', '2024-03-08T18:05:59.999'],
    ['start', null, '2024-03-04T00:00:00', '2024-03-08T23:59:59.999'],
    ['end', null, '2024-03-04T00:00:00', '2024-03-08T23:59:59.999'],
  ] as const)('%s at %o', (edge, time, start, end) => {
    const changed = withTime(range, edge, time, 2)
    expect([changed.start.toString(), changed.end.toString()]).toEqual([start, end])
  })
})

describe('presets', () => {
  const today = new CalendarDate(2024, 3, 20)
  it.each([
    ['today', '2024-03-20', '2024-03-20'],
    ['yesterday', '2024-03-19', '2024-03-19'],
    ['last7Days', '2024-03-14', '2024-03-20'],
    ['thisMonth', '2024-03-01', '2024-03-31'],
    ['lastMonth', '2024-02-01', '2024-02-29'],
  ] as [RangePreset, string, string][])('%s runs %s to %s', (preset, start, end) => {
    const days = presetDays(preset, today)
    expect([days.start.toString(), days.end.toString()]).toEqual([start, end])
  })

  it('last month in January is December of the year before', () => {
    const days = presetDays('lastMonth', new CalendarDate(2024, 1, 15))
    expect([days.start.toString(), days.end.toString()]).toEqual(['2023-12-01', '2023-12-31'])
  })
})

describe('disabled ranges', () => {
  const disabled = [{ start: new CalendarDate(2024, 3, 12), end: new CalendarDate(2024, 3, 14) }]
  const day = (d: number) => new CalendarDate(2024, 3, d)
  it.each([
    [11, 11, false],
    [12, 12, true],
    [14, 14, true],
    [15, 15, false],
    [10, 20, true],
    [20, 10, true],
    [1, 11, false],
  ])('days %i..%i overlap: %s', (start, end, overlaps) => {
    expect(overlapsDisabled({ start: day(start), end: day(end) }, disabled)).toBe(overlaps)
  })
})

describe('a raw range reads a day without a time as the whole day', () => {
  it.each([
    [{ start: '2024-03-01', end: '2024-03-02' }, 2, '2024-03-01T00:00:00/2024-03-02T23:59:59.999'],
    [
      { start: '2024-03-01', end: '2024-03-02T10:20' },
      2,
      '2024-03-01T00:00:00/2024-03-02T10:20:59.999',
    ],
    [
      { start: new CalendarDate(2024, 3, 2), end: new CalendarDate(2024, 3, 1) },
      0,
      '2024-03-01T00:00:00/2024-03-02T23:59:59.999',
    ],
    [{ start: '2024-03-01', end: 'soon' }, 0, null],
  ] as const)('%o at accuracy %i is %s', (range, accuracy, expected) => {
    const value = toDateTimeRange(range, 'UTC', accuracy)
    expect(value && `${value.start.toString()}/${value.end.toString()}`).toBe(expected)
  })
})

describe('12-hour with AM/PM or 24-hour', () => {
  const value = new Date(Date.UTC(2024, 2, 4, 15, 5, 9, 42))
  const format = (accuracy: TimeAccuracy, hourCycle: HourCycle) =>
    new Intl.DateTimeFormat('en-US', {
      ...dateTimeFormatOptions(accuracy, hourCycle),
      timeZone: 'UTC',
    })
      .format(value)
      .replace(/\u202f/g, ' ')
  it.each<[TimeAccuracy, HourCycle, string]>([
    [0, 24, 'Mar 4, 2024'],
    [1, 12, 'Mar 4, 2024, 3 PM'],
    [1, 24, 'Mar 4, 2024, 15'],
    [2, 12, 'Mar 4, 2024, 3:05 PM'],
    [2, 24, 'Mar 4, 2024, 15:05'],
    [3, 24, 'Mar 4, 2024, 15:05:09'],
    [4, 12, 'Mar 4, 2024, 3:05:09.042 PM'],
  ])('accuracy %i, %i-hour: %s', (accuracy, hourCycle, text) => {
    expect(format(accuracy, hourCycle)).toBe(text)
  })

  it.each<[TimeAccuracy, string]>([
    [0, 'day'],
    [1, 'hour'],
    [2, 'minute'],
    [3, 'second'],
    [4, 'second'],
  ])('accuracy %i edits down to the %s', (accuracy, granularity) => {
    expect(granularityOf(accuracy)).toBe(granularity)
  })
})
