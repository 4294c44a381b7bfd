import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isQuietAt,
  minutesOfClock,
  nextRunAt,
  nextSendableAt,
  type QuietHours,
  sendSlots,
  throttleIntervalMs,
  throttleSlot,
  throttleSlots,
  upcomingRuns,
} from '../../../src/contract/campaign-timing'
import { type CampaignSchedule, weekdays } from '../../../src/contract/sms-campaign'
import { offsetAt, wallMinutesOf, wallOf, wallWeekdayOf } from '../../../src/contract/zoned-time'

type Weekday = (typeof weekdays)[number]
const recurring = (days: Weekday[], times: string[]): CampaignSchedule => ({
  kind: 'recurring',
  days,
  times,
})
const utc = (iso: string) => new Date(`${iso}Z`)
const isoOf = (dates: Date[]) => dates.map((date) => date.toISOString())

/** Zones with daylight saving (north and south, half-hour shifts), odd offsets and none. */
const zones = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Pacific/Chatham',
  'Africa/Casablanca',
  'Pacific/Apia',
]
const zone = fc.constantFrom(...zones)
const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** The instants a zone's offset changed in a year: daily readings, then a search to the second. */
function transitionsIn(timeZone: string, year: number): number[] {
  const found: number[] = []
  for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += dayMs) {
    if (offsetAt(day, timeZone) === offsetAt(day + dayMs, timeZone)) continue
    let low = day
    let high = day + dayMs
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000
      if (offsetAt(middle, timeZone) === offsetAt(low, timeZone)) low = middle
      else high = middle
    }
    found.push(high)
  }
  return found
}
const transitions = zones.flatMap((timeZone) =>
  [2011, 2026, 2031].flatMap((year) =>
    transitionsIn(timeZone, year).map((at) => ({ timeZone, at })),
  ),
)

/** Any instant of these years, or one within days of a daylight-saving change of the zone. */
const zonedInstant = fc
  .oneof(
    fc.tuple(zone, fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) })),
    fc
      .tuple(fc.constantFrom(...transitions), fc.integer({ min: -3 * dayMs, max: 3 * dayMs }))
      .map(([change, shift]) => [change.timeZone, change.at + shift] as const),
  )
  .map(([timeZone, ms]) => ({ timeZone, at: new Date(ms) }))
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)
const recurringSchedule = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...weekdays), { minLength: 1, maxLength: 7 }),
    fc.uniqueArray(clock, { minLength: 1, maxLength: 6 }),
  )
  .map(([days, times]) =>
    recurring(
      weekdays.filter((day) => days.includes(day)),
      [...times].sort(),
    ),
  )
const quietHours = fc
  .tuple(clock, clock)
  .filter(([start, end]) => start !== end)
  .map(([start, end]): QuietHours => ({ start, end }))

/** The most instants of an ordered list that fall in one minute (any 60 s, start in, end out). */
function busiestMinute(times: number[]): number {
  let busiest = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while ((times[last] as number) - (times[first] as number) >= 60_000) first++
    busiest = Math.max(busiest, last - first + 1)
  }
  return busiest
}
const isInOrder = (times: number[]) =>
  times.every((time, index) => index === 0 || time >= (times[index - 1] as number))

/** Whether the zone's offset changes at this instant (a daylight-saving jump lands here). */
const isTransition = (at: number, timeZone: string) =>
  offsetAt(at - 1000, timeZone) !== offsetAt(at, timeZone)

describe('nextRunAt: now and at', () => {
  const after = utc('2026-05-01T12:00:00')

  it('has no scheduled run for a campaign sent now', () => {
    expect(nextRunAt({ kind: 'now' }, 'UTC', after)).toBeNull()
  })

  it('runs an at-schedule at its instant while that is ahead', () => {
    const schedule: CampaignSchedule = { kind: 'at', at: '2026-05-01T14:00:00+02:00' }
    expect(nextRunAt(schedule, 'Asia/Kolkata', utc('2026-05-01T11:59:59'))?.toISOString()).toBe(
      '2026-05-01T12:00:00.000Z',
    )
    expect(nextRunAt(schedule, 'UTC', after)).toBeNull()
    expect(nextRunAt(schedule, 'UTC', utc('2026-05-02T00:00:00'))).toBeNull()
  })
})

describe('nextRunAt: recurring', () => {
  it('runs on the chosen days at the chosen times, strictly after `after`', () => {
    // 2026-05-01 is a Friday.
    const schedule = recurring(['mon', 'fri'], ['09:00', '17:30'])
    expect(isoOf(upcomingRuns(schedule, 'UTC', utc('2026-05-01T09:00:00'), 5))).toEqual([
      '2026-05-01T17:30:00.000Z',
      '2026-05-04T09:00:00.000Z',
      '2026-05-04T17:30:00.000Z',
      '2026-05-08T09:00:00.000Z',
      '2026-05-08T17:30:00.000Z',
    ])
  })

  it('waits a whole week for a single weekly time that just passed', () => {
    const schedule = recurring(['fri'], ['09:00'])
    expect(nextRunAt(schedule, 'UTC', utc('2026-05-01T09:00:00'))?.toISOString()).toBe(
      '2026-05-08T09:00:00.000Z',
    )
    expect(nextRunAt(schedule, 'UTC', utc('2026-05-01T08:59:59.999'))?.toISOString()).toBe(
      '2026-05-01T09:00:00.000Z',
    )
  })

  it('reads days and times in the zone, not in UTC', () => {
    // Monday 00:30 in Kolkata (+05:30) is Sunday 19:00 UTC.
    const schedule = recurring(['mon'], ['00:30'])
    expect(nextRunAt(schedule, 'Asia/Kolkata', utc('2026-05-01T00:00:00'))?.toISOString()).toBe(
      '2026-05-03T19:00:00.000Z',
    )
    // Friday 09:00 in Kathmandu (+05:45).
    expect(
      nextRunAt(recurring(['fri'], ['09:00']), 'Asia/Kathmandu', utc('2026-05-01T00:00:00')),
    ).toEqual(utc('2026-05-01T03:15:00'))
  })

  it('runs a time the clocks jump over when they land (Europe/London, spring)', () => {
    // 2026-03-29: 01:00 GMT becomes 02:00 BST.
    const schedule = recurring(['sun'], ['00:30', '01:30', '02:30'])
    expect(isoOf(upcomingRuns(schedule, 'Europe/London', utc('2026-03-28T00:00:00'), 3))).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ])
  })

  it('runs two times the clocks jump over once, where they land', () => {
    const schedule = recurring(['sun'], ['01:15', '01:45', '02:00'])
    expect(isoOf(upcomingRuns(schedule, 'Europe/London', utc('2026-03-28T00:00:00'), 2))).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-04-05T00:15:00.000Z',
    ])
  })

  it('runs a time the clocks go back over once, at its first reading (Europe/London, autumn)', () => {
    // 2026-10-25: 02:00 BST becomes 01:00 GMT; 01:30 is read at 00:30Z and again at 01:30Z.
    const schedule = recurring(['sun'], ['01:30'])
    const first = nextRunAt(schedule, 'Europe/London', utc('2026-10-24T00:00:00'))
    expect(first?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(nextRunAt(schedule, 'Europe/London', first as Date)?.toISOString()).toBe(
      '2026-11-01T01:30:00.000Z',
    )
    // Asked between the two readings, it does not run the second.
    expect(nextRunAt(schedule, 'Europe/London', utc('2026-10-25T01:00:00'))?.toISOString()).toBe(
      '2026-11-01T01:30:00.000Z',
    )
  })

  it('follows America/New_York across both changes', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST.
    expect(
      isoOf(
        upcomingRuns(
          recurring(['sun'], ['02:15']),
          'America/New_York',
          utc('2026-03-07T00:00:00'),
          2,
        ),
      ),
    ).toEqual(['2026-03-08T07:00:00.000Z', '2026-03-15T06:15:00.000Z'])
    expect(
      isoOf(
        upcomingRuns(
          recurring(['sun'], ['01:30']),
          'America/New_York',
          utc('2026-10-31T00:00:00'),
          2,
        ),
      ),
    ).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-08T06:30:00.000Z'])
  })

  it('keeps the wall time through a half-hour shift (Australia/Lord_Howe)', () => {
    // 2026-10-04 02:00 +10:30 becomes 02:30 +11:00.
    expect(
      isoOf(
        upcomingRuns(
          recurring(['sun'], ['02:10', '09:00']),
          'Australia/Lord_Howe',
          utc('2026-10-03T00:00:00'),
          2,
        ),
      ),
    ).toEqual(['2026-10-03T15:30:00.000Z', '2026-10-03T22:00:00.000Z'])
  })

  it('runs the times of a day a zone skipped at the start of the next (Pacific/Apia, 2011)', () => {
    // Friday 2011-12-30 did not happen in Samoa: Thursday the 29th ended into Saturday the 31st.
    const run = nextRunAt(recurring(['fri'], ['10:00']), 'Pacific/Apia', utc('2011-12-29T00:00:00'))
    expect(run?.toISOString()).toBe('2011-12-30T10:00:00.000Z')
    expect(wallMinutesOf(wallOf((run as Date).getTime(), 'Pacific/Apia'))).toBe(0)
  })

  it('lists the next runs, fewer when the schedule has fewer', () => {
    expect(
      upcomingRuns(recurring(['mon'], ['09:00']), 'UTC', utc('2026-05-01T00:00:00'), 0),
    ).toEqual([])
    const at: CampaignSchedule = { kind: 'at', at: '2026-06-01T00:00:00Z' }
    expect(isoOf(upcomingRuns(at, 'UTC', utc('2026-05-01T00:00:00'), 3))).toEqual([
      '2026-06-01T00:00:00.000Z',
    ])
    expect(upcomingRuns({ kind: 'now' }, 'UTC', utc('2026-05-01T00:00:00'), 3)).toEqual([])
  })

  it('finds a run after `after`, within eight days, with none skipped before it', () => {
    fc.assert(
      fc.property(
        recurringSchedule,
        zonedInstant,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (schedule, { timeZone, at: after }, fraction) => {
          const run = nextRunAt(schedule, timeZone, after) as Date
          expect(run.getTime()).toBeGreaterThan(after.getTime())
          expect(run.getTime() - after.getTime()).toBeLessThanOrEqual(8 * 24 * 3_600_000)
          // The run is a run, and asking from anywhere before it finds the same one.
          expect(nextRunAt(schedule, timeZone, new Date(run.getTime() - 1))).toEqual(run)
          const between =
            after.getTime() + Math.floor(fraction * (run.getTime() - after.getTime() - 1))
          expect(nextRunAt(schedule, timeZone, new Date(between))).toEqual(run)
        },
      ),
    )
  })

  it('runs at a chosen day and time on the zone clock, or where a jump over it lands', () => {
    fc.assert(
      fc.property(recurringSchedule, zonedInstant, (schedule, { timeZone, at: after }) => {
        if (schedule.kind !== 'recurring') return
        const run = (nextRunAt(schedule, timeZone, after) as Date).getTime()
        const wall = wallOf(run, timeZone)
        const onSchedule =
          schedule.times.map(minutesOfClock).includes(wallMinutesOf(wall)) &&
          schedule.days.includes(weekdays[wallWeekdayOf(wall)] as Weekday)
        expect(onSchedule || isTransition(run, timeZone)).toBe(true)
      }),
    )
  })

  it('never runs the same day and time twice', () => {
    fc.assert(
      fc.property(recurringSchedule, zonedInstant, (schedule, { timeZone, at: after }) => {
        const runs = upcomingRuns(schedule, timeZone, after, 12).map((run) => run.getTime())
        const walls = runs.map((run) => wallOf(run, timeZone))
        expect(new Set(walls).size).toBe(walls.length)
        expect([...runs].sort((a, b) => a - b)).toEqual(runs)
      }),
    )
  })
})

describe('nextSendableAt', () => {
  const night: QuietHours = { start: '22:00', end: '08:00' }
  const lunch: QuietHours = { start: '12:00', end: '13:30' }

  it('sends at once without quiet hours or outside them', () => {
    const at = utc('2026-05-01T03:00:00.123')
    expect(nextSendableAt(null, 'UTC', at)).toBe(at)
    expect(nextSendableAt(night, 'UTC', utc('2026-05-01T21:59:59.999'))).toEqual(
      utc('2026-05-01T21:59:59.999'),
    )
    expect(nextSendableAt(lunch, 'UTC', utc('2026-05-01T13:30:00'))).toEqual(
      utc('2026-05-01T13:30:00'),
    )
  })

  it('waits for the end of quiet hours within a day', () => {
    expect(nextSendableAt(lunch, 'UTC', utc('2026-05-01T12:00:00'))).toEqual(
      utc('2026-05-01T13:30:00'),
    )
    expect(nextSendableAt(lunch, 'UTC', utc('2026-05-01T13:29:59.999'))).toEqual(
      utc('2026-05-01T13:30:00'),
    )
  })

  it('waits across midnight for quiet hours that span it', () => {
    expect(nextSendableAt(night, 'UTC', utc('2026-05-01T22:00:00'))).toEqual(
      utc('2026-05-02T08:00:00'),
    )
    expect(nextSendableAt(night, 'UTC', utc('2026-05-02T03:00:00'))).toEqual(
      utc('2026-05-02T08:00:00'),
    )
  })

  it('reads the quiet hours on the zone clock', () => {
    // 23:00 in Kolkata is 17:30 UTC; 08:00 there is 02:30 UTC.
    expect(nextSendableAt(night, 'Asia/Kolkata', utc('2026-05-01T17:30:00'))).toEqual(
      utc('2026-05-02T02:30:00'),
    )
    expect(isQuietAt(night, 'Asia/Kolkata', utc('2026-05-01T16:29:59'))).toBe(false)
    expect(isQuietAt(night, 'Asia/Kolkata', utc('2026-05-01T16:30:00'))).toBe(true)
  })

  it('ends quiet hours whose end the clocks jump over where they land', () => {
    // London, 2026-03-29: 01:00 GMT → 02:00 BST; quiet until 01:30 ends at 02:00 BST.
    expect(
      nextSendableAt({ start: '22:00', end: '01:30' }, 'Europe/London', utc('2026-03-28T23:00:00')),
    ).toEqual(utc('2026-03-29T01:00:00'))
  })

  it('keeps a night the clocks go back in quiet by the zone clock (America/New_York)', () => {
    // 2026-11-01: 02:00 EDT → 01:00 EST. Quiet until 01:30: first reading 05:30Z.
    const hours: QuietHours = { start: '22:00', end: '01:30' }
    expect(nextSendableAt(hours, 'America/New_York', utc('2026-11-01T04:00:00'))).toEqual(
      utc('2026-11-01T05:30:00'),
    )
    // After the clocks went back, 01:10 EST (06:10Z) reads quiet again, until 01:30 EST.
    expect(nextSendableAt(hours, 'America/New_York', utc('2026-11-01T06:10:00'))).toEqual(
      utc('2026-11-01T06:30:00'),
    )
  })

  it('moves on to the next end when the landing of a jump is quiet again', () => {
    // Quiet all day but 01:30–01:45; in London on 2026-03-29 those minutes do not exist.
    const hours: QuietHours = { start: '01:45', end: '01:30' }
    expect(nextSendableAt(hours, 'Europe/London', utc('2026-03-28T12:00:00'))).toEqual(
      utc('2026-03-30T00:30:00'),
    )
  })

  it('sends at the first instant out of quiet hours, never later', () => {
    fc.assert(
      fc.property(
        quietHours,
        zonedInstant,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (hours, { timeZone, at }, fraction) => {
          const sendable = nextSendableAt(hours, timeZone, at)
          expect(sendable.getTime()).toBeGreaterThanOrEqual(at.getTime())
          expect(isQuietAt(hours, timeZone, sendable)).toBe(false)
          expect(nextSendableAt(hours, timeZone, sendable)).toEqual(sendable)
          if (sendable.getTime() > at.getTime()) {
            const before =
              at.getTime() + Math.floor(fraction * (sendable.getTime() - at.getTime() - 1))
            expect(isQuietAt(hours, timeZone, new Date(before))).toBe(true)
          }
        },
      ),
    )
  })
})

describe('the throttle', () => {
  const start = utc('2026-05-01T12:00:00')

  it('spaces messages evenly over each minute', () => {
    expect(throttleIntervalMs(60)).toBe(1000)
    expect(throttleIntervalMs(null)).toBe(0)
    expect(isoOf(throttleSlots(4, start, 5))).toEqual([
      '2026-05-01T12:00:00.000Z',
      '2026-05-01T12:00:15.000Z',
      '2026-05-01T12:00:30.000Z',
      '2026-05-01T12:00:45.000Z',
      '2026-05-01T12:01:00.000Z',
    ])
  })

  it('sends everything at once without a throttle', () => {
    expect(throttleSlots(null, start, 3)).toEqual([start, start, start])
  })

  it('lets no fraction of a millisecond add up', () => {
    // 7 a minute is 8571.43 ms apart: the 7th message is still exactly a minute on.
    expect(throttleSlot(7, start, 7)).toEqual(utc('2026-05-01T12:01:00'))
    expect(throttleSlot(7, start, 7_000_000).getTime() - start.getTime()).toBe(60_000_000_000)
  })

  it('never sends more than the throttle in any minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        (perMinute, count) => {
          const slots = throttleSlots(perMinute, start, count).map((slot) => slot.getTime())
          expect(busiestMinute(slots)).toBeLessThanOrEqual(perMinute)
          expect(isInOrder(slots)).toBe(true)
        },
      ),
      { numRuns: 50 },
    )
  })
})

describe('sendSlots', () => {
  const take = (slots: Generator<Date>, count: number) =>
    Array.from({ length: count }, () => slots.next().value as Date)

  it('throttles, skips quiet hours and starts the pace afresh at their end', () => {
    const pace = { perMinute: 2, quietHours: { start: '12:01', end: '13:00' }, timeZone: 'UTC' }
    expect(isoOf(take(sendSlots(pace, utc('2026-05-01T12:00:00')), 5))).toEqual([
      '2026-05-01T12:00:00.000Z',
      '2026-05-01T12:00:30.000Z',
      '2026-05-01T13:00:00.000Z',
      '2026-05-01T13:00:30.000Z',
      '2026-05-01T13:01:00.000Z',
    ])
  })

  it('sends everything together when there is no throttle', () => {
    const pace = { perMinute: null, quietHours: { start: '22:00', end: '08:00' }, timeZone: 'UTC' }
    expect(isoOf(take(sendSlots(pace, utc('2026-05-01T23:00:00')), 3))).toEqual([
      '2026-05-02T08:00:00.000Z',
      '2026-05-02T08:00:00.000Z',
      '2026-05-02T08:00:00.000Z',
    ])
  })

  it('never sends in quiet hours nor more than the throttle in any minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        quietHours,
        zonedInstant,
        (perMinute, hours, { timeZone, at: startAt }) => {
          const slots = take(sendSlots({ perMinute, quietHours: hours, timeZone }, startAt), 300)
          expect(slots.filter((slot) => isQuietAt(hours, timeZone, slot))).toEqual([])
          const times = slots.map((slot) => slot.getTime())
          expect(busiestMinute(times)).toBeLessThanOrEqual(perMinute)
          expect(isInOrder(times)).toBe(true)
        },
      ),
      { numRuns: 40 },
    )
  })
})
