import { type CampaignSchedule, weekdays } from './sms-campaign'
import {
  firstInstantAtOrAfter,
  instantsAt,
  wallDayOf,
  wallMinutesOf,
  wallOf,
  wallWeekdayOf,
} from './zoned-time'

/**
 * When a campaign sends, in its time zone: the next run of its schedule, the next instant outside
 * its quiet hours, and the pace of its throttle. The delivery engine plans with it; the wizard
 * previews the same answers. Wall-clock rules across daylight-saving changes: a time the clocks
 * jump over runs when they land; a time they go back over runs once, at its first reading.
 */

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

export interface QuietHours {
  start: string
  end: string
}

/** How fast and when a campaign's messages may go out. */
export interface SendPace {
  /** Messages a minute at most; null: no limit. */
  perMinute: number | null
  quietHours: QuietHours | null
  timeZone: string
}

/** Minutes since midnight of an `HH:MM` time. */
export const minutesOfClock = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

type RecurringSchedule = Extract<CampaignSchedule, { kind: 'recurring' }>

function nextRecurringRun(schedule: RecurringSchedule, timeZone: string, after: number) {
  const times = schedule.times.map(minutesOfClock).sort((a, b) => a - b)
  const firstDay = wallDayOf(wallOf(after, timeZone))
  // Runs come in wall-clock order, so the first one after `after` is the answer; a week and a
  // day reach the same weekday again even when today's times have all passed.
  for (let day = firstDay; day <= firstDay + 7 * dayMs; day += dayMs) {
    if (!schedule.days.includes(weekdays[wallWeekdayOf(day)] as RecurringSchedule['days'][number]))
      continue
    for (const minutes of times) {
      const run = firstInstantAtOrAfter(day + minutes * minuteMs, timeZone)
      if (run > after) return new Date(run)
    }
  }
  return null
}

/**
 * The first run of a schedule strictly after `after`: `now` has none (it runs when it is sent),
 * `at` its instant while that is ahead, `recurring` its next day and time in the zone.
 */
export function nextRunAt(schedule: CampaignSchedule, timeZone: string, after: Date): Date | null {
  if (schedule.kind === 'now') return null
  if (schedule.kind === 'at') {
    const at = new Date(schedule.at)
    return at.getTime() > after.getTime() ? at : null
  }
  return nextRecurringRun(schedule, timeZone, after.getTime())
}

/** The next `count` runs after `after` (fewer when the schedule has fewer left). */
export function upcomingRuns(
  schedule: CampaignSchedule,
  timeZone: string,
  after: Date,
  count: number,
): Date[] {
  const runs: Date[] = []
  let next = nextRunAt(schedule, timeZone, after)
  while (next && runs.length < count) {
    runs.push(next)
    next = nextRunAt(schedule, timeZone, next)
  }
  return runs
}

/** Whether the zone's clock at `at` reads inside the quiet hours (`start` in, `end` out). */
export function isQuietAt(quietHours: QuietHours, timeZone: string, at: Date): boolean {
  const minutes = wallMinutesOf(wallOf(at.getTime(), timeZone))
  const start = minutesOfClock(quietHours.start)
  const end = minutesOfClock(quietHours.end)
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
}

/** The instant the zone's clock next reads the end of the quiet hours that hold at `at`. */
function endOfQuiet(quietHours: QuietHours, timeZone: string, at: Date): Date {
  const wall = wallOf(at.getTime(), timeZone)
  const end = minutesOfClock(quietHours.end)
  // Quiet past midnight's start: the hours end tomorrow.
  const endDay = wallDayOf(wall) + (wallMinutesOf(wall) >= end ? dayMs : 0)
  const endWall = endDay + end * minuteMs
  // In an hour the clocks went back over, the end's first reading may already be behind `at`.
  const ahead = instantsAt(endWall, timeZone).find((instant) => instant > at.getTime())
  return new Date(ahead ?? firstInstantAtOrAfter(endWall, timeZone))
}

/**
 * `at` itself outside quiet hours; inside them, the instant the zone's clock next reads their
 * end (the hours may span midnight; an end the clocks jump over is where they land, and should
 * that landing be quiet again, as hours that leave only minutes free can be, the next end).
 */
export function nextSendableAt(quietHours: QuietHours | null, timeZone: string, at: Date): Date {
  let sendable = at
  while (quietHours && isQuietAt(quietHours, timeZone, sendable))
    sendable = endOfQuiet(quietHours, timeZone, sendable)
  return sendable
}

/** Milliseconds between two messages at a throttle; 0 without one. */
export const throttleIntervalMs = (perMinute: number | null): number =>
  perMinute ? minuteMs / perMinute : 0

/**
 * The `index`th message's time from `startAt` at a throttle: whole milliseconds from the start,
 * computed from the index so fractions never add up, and never more than `perMinute` in any
 * minute.
 */
export const throttleSlot = (perMinute: number | null, startAt: Date, index: number): Date =>
  new Date(startAt.getTime() + (perMinute ? Math.floor((index * minuteMs) / perMinute) : 0))

/** The times of `count` messages from `startAt` at a throttle. */
export const throttleSlots = (perMinute: number | null, startAt: Date, count: number): Date[] =>
  Array.from({ length: count }, (_, index) => throttleSlot(perMinute, startAt, index))

/**
 * The times messages go out from `startAt`, one per `next()`: throttled, and never in quiet
 * hours. A slot that falls in them moves to their end, and the throttle starts afresh there.
 */
export function* sendSlots(pace: SendPace, startAt: Date): Generator<Date, never> {
  let origin = startAt
  let index = 0
  while (true) {
    const slot = throttleSlot(pace.perMinute, origin, index)
    const sendable = nextSendableAt(pace.quietHours, pace.timeZone, slot)
    if (sendable.getTime() !== slot.getTime()) {
      origin = sendable
      index = 0
    }
    yield sendable
    index += 1
  }
}
