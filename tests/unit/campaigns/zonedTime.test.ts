import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  firstInstantAtOrAfter,
  instantsAt,
  offsetAt,
  wallDayOf,
  wallMinutesOf,
  wallOf,
  wallWeekdayOf,
} from '../../../src/contract/zoned-time'

const utc = (iso: string) => Date.parse(`${iso}Z`)
const hourMs = 3_600_000

const zone = fc.constantFrom(
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
  'Pacific/Chatham',
  'Africa/Casablanca',
)
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2037, 11, 31) })

describe('wall-clock time in a zone', () => {
  it('reads the zone clock as wall milliseconds', () => {
    expect(wallOf(utc('2026-07-01T12:00:00'), 'Europe/London')).toBe(utc('2026-07-01T13:00:00'))
    expect(wallOf(utc('2026-01-01T18:30:00'), 'Asia/Kolkata')).toBe(utc('2026-01-02T00:00:00'))
    expect(offsetAt(utc('2026-01-01T00:00:00'), 'Asia/Kathmandu')).toBe(5.75 * hourMs)
    expect(offsetAt(utc('2026-07-01T00:00:00'), 'America/New_York')).toBe(-4 * hourMs)
  })

  it('drops milliseconds, and reads years before 100 as they are', () => {
    expect(wallOf(utc('2026-07-01T12:00:00.999'), 'UTC')).toBe(utc('2026-07-01T12:00:00'))
    const early = new Date(0)
    early.setUTCFullYear(50, 0, 1)
    expect(wallOf(early.getTime(), 'UTC')).toBe(early.getTime())
  })

  it('splits a wall time into its day, minutes and weekday', () => {
    const wall = utc('2026-05-01T17:45:30') // a Friday
    expect(wallDayOf(wall)).toBe(utc('2026-05-01T00:00:00'))
    expect(wallMinutesOf(wall)).toBe(17 * 60 + 45)
    expect(wallWeekdayOf(wall)).toBe(4)
    expect(wallWeekdayOf(utc('2026-05-03T00:00:00'))).toBe(6)
    expect(wallWeekdayOf(utc('2026-05-04T00:00:00'))).toBe(0)
    expect(wallDayOf(utc('1969-12-31T23:00:00'))).toBe(utc('1969-12-31T00:00:00'))
  })

  it('finds one instant for an ordinary time, two when the clocks went back, none in a jump', () => {
    expect(instantsAt(utc('2026-07-01T09:00:00'), 'Europe/London')).toEqual([
      utc('2026-07-01T08:00:00'),
    ])
    expect(instantsAt(utc('2026-10-25T01:30:00'), 'Europe/London')).toEqual([
      utc('2026-10-25T00:30:00'),
      utc('2026-10-25T01:30:00'),
    ])
    expect(instantsAt(utc('2026-03-29T01:30:00'), 'Europe/London')).toEqual([])
  })

  it('lands a time the clocks jumped over where they land', () => {
    expect(firstInstantAtOrAfter(utc('2026-03-29T01:30:00'), 'Europe/London')).toBe(
      utc('2026-03-29T01:00:00'),
    )
    expect(firstInstantAtOrAfter(utc('2026-03-08T02:59:00'), 'America/New_York')).toBe(
      utc('2026-03-08T07:00:00'),
    )
    // Lord Howe moves half an hour: 02:00 → 02:30 (+10:30 → +11:00).
    expect(firstInstantAtOrAfter(utc('2026-10-04T02:10:00'), 'Australia/Lord_Howe')).toBe(
      utc('2026-10-03T15:30:00'),
    )
  })

  it('finds every instant back from its own wall time', () => {
    fc.assert(
      fc.property(zone, instant, (timeZone, at) => {
        const second = at - (at % 1000)
        expect(instantsAt(wallOf(at, timeZone), timeZone)).toContain(second)
      }),
    )
  })

  it('lands on the first instant whose clock reads the wall time or later', () => {
    fc.assert(
      fc.property(zone, instant, (timeZone, wallish) => {
        const wall = wallish - (wallish % 60_000)
        const landing = firstInstantAtOrAfter(wall, timeZone)
        expect(wallOf(landing, timeZone)).toBeGreaterThanOrEqual(wall)
        expect(wallOf(landing - 1000, timeZone)).toBeLessThan(wall)
      }),
    )
  })
})
