import { minutesOfClock, nextRunAt } from '../campaign-timing'
import { timeZone, weekdays } from '../sms-campaign'
import { firstInstantAtOrAfter } from '../zoned-time'
import type { NodeSettings } from './graph'
import { waitUnitMinutes } from './graph'

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

/** The custom field a contact's own time zone is read from (contacts have no zone column). */
export const contactTimeZoneField = 'time_zone'

/** The contact's zone when its `time_zone` field holds a real one, else `fallback`. */
export function zoneOf(customFields: Record<string, unknown>, fallback: string): string {
  const parsed = timeZone.safeParse(customFields[contactTimeZoneField])
  return parsed.success ? parsed.data : fallback
}

/** `YYYY-MM-DD` (or the date part of an ISO moment) as the wall ms of that day's midnight. */
function wallDayOfField(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(day) ? null : day
}

/**
 * When a date field comes round: its day shifted by `offsetDays`, at `at` in the zone. Null
 * when the contact has no readable date in the field.
 */
export function dateFieldMoment(
  value: unknown,
  offsetDays: number,
  at: string,
  zone: string,
): Date | null {
  const day = wallDayOfField(value)
  if (day === null) return null
  return new Date(
    firstInstantAtOrAfter(day + offsetDays * dayMs + minutesOfClock(at) * minuteMs, zone),
  )
}

type WaitSettings = NodeSettings<'wait'>

/**
 * When a wait that starts `now` ends: after a duration; at the next time of day (on one of the
 * days) in the contact's zone; at a date field's moment. Null for a date wait whose contact has
 * no date in the field (the journey cannot wait for it). A moment already past ends at once.
 */
export function wakeAt(
  settings: WaitSettings,
  customFields: Record<string, unknown>,
  now: Date,
): Date | null {
  switch (settings.mode) {
    case 'duration':
      return new Date(now.getTime() + settings.amount * waitUnitMinutes[settings.unit] * minuteMs)
    case 'time_of_day':
      return nextRunAt(
        {
          kind: 'recurring',
          days: settings.days.length > 0 ? settings.days : [...weekdays],
          times: [settings.at],
        },
        zoneOf(customFields, settings.fallback_time_zone),
        now,
      )
    case 'date_field':
      return dateFieldMoment(
        customFields[settings.field],
        settings.offset_days,
        settings.at,
        zoneOf(customFields, 'UTC'),
      )
  }
}
