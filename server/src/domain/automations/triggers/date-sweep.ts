import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm'
import { type DateRepeat, nodeSettings } from '../../../../../src/contract/automation/graph'
import { dateFieldMoment, zoneOf } from '../../../../../src/contract/automation/wake'
import { contacts } from '../../../db/schema'
import { startJourneys } from '../engine/enter'
import { type Sweeper, saveSweep } from './sweeps'

/**
 * date_arrives. A contact enters when its date field, shifted by `offset_days`, comes round at
 * `at` in its own zone (its `time_zone` field, else UTC: the moment the wait node's date_field
 * mode waits for, computed by the same code, src/contract/automation/wake.ts).
 *
 * `repeat: 'once'`: the field's own date, as the date_field wait waits for it. A contact whose
 * field is moved to a new date comes round again then (a renewal date, a next appointment),
 * entering where the automation's re-entry rule lets it. `repeat: 'yearly'`: the field's month
 * and day in every year from its own on (a birthday), 29 February on the 28th in a year
 * without one; the contact enters each year, re-entry or not (startJourneys still keeps out a
 * contact whose journey of the year before is running or waiting).
 *
 * The sweep walks time in windows (sweptUntil, windowUntil], a day at most, and enters the
 * contacts whose moment falls in the window; the window moves on in the transaction that
 * enters them, so a restart repeats and loses nothing and no moment is entered twice. It
 * starts when the automation is turned on: dates that came round before do not enter. Only
 * the contacts whose field holds one of the few days a window can reach are read, through the
 * GIN index on custom_fields (containment of {field: day}), a slice at a time; a yearly
 * sweep reads the team's contacts whose field's month and day is one of those days', through
 * the GIN index of contact_month_days (its own migration), as few as the once sweep's.
 */

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
/** Zones are at most 14 hours off UTC. */
const zoneMs = 14 * 60 * minuteMs
/** The widest a window is: a server that was down catches up a day per call. */
const windowMs = dayMs

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The days a field may hold for its moment to fall in (from, until]: the moment's wall time
 * is within 14 hours of UTC, shifted back by the offset.
 */
function candidateDays(from: Date, until: Date, offsetDays: number): string[] {
  const first = Math.floor((from.getTime() - zoneMs) / dayMs) - offsetDays
  const last = Math.floor((until.getTime() + zoneMs) / dayMs) - offsetDays
  const days: string[] = []
  for (let day = first; day <= last; day++) days.push(isoDay(day * dayMs))
  return days
}

const monthDay = (day: string) => day.slice(5, 10)
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The month-days (`MM-DD`) whose anniversary falls on `day`: 29 February's on the 28th too. */
function monthDaysOn(day: string): string[] {
  return monthDay(day) === '02-28' && !isLeapYear(Number(day.slice(0, 4)))
    ? ['02-28', '02-29']
    : [monthDay(day)]
}

/**
 * The day, of `days`, a contact's field comes round on: the field's own day (`once`), or the
 * one of its anniversaries (`yearly`, not before the field's own year).
 */
function dayComingRound(value: unknown, days: string[], repeat: DateRepeat): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const own = value.slice(0, 10)
  if (repeat === 'once') return days.includes(own) ? own : null
  return days.find((day) => day >= own && monthDaysOn(day).includes(monthDay(own))) ?? null
}

/**
 * A team's contacts whose field may come round on one of `days`. Yearly: those whose field's
 * month-day is one of the days' (contact_month_days, a function of the migrations, and its GIN index).
 */
function holdsOneOf(
  teamId: string,
  field: string,
  days: string[],
  repeat: DateRepeat,
): SQL | undefined {
  if (repeat === 'yearly') {
    const keys = [...new Set(days.flatMap(monthDaysOn))].map(
      (monthDay) => sql`${`${teamId}/${field}/${monthDay}`}`,
    )
    return sql`contact_month_days(${contacts.teamId}, ${contacts.customFields}) && array[${sql.join(keys, sql`, `)}]::text[]`
  }
  return or(
    ...days.map(
      (day) => sql`${contacts.customFields} @> ${JSON.stringify({ [field]: day })}::jsonb`,
    ),
  )
}

/** One call's share of an automation's date sweep: answers whether more is waiting. */
export const sweepDates: Sweeper = async (tx, sweep, automation, now, slice) => {
  const parsed = nodeSettings.trigger.safeParse(sweep.settings)
  if (!parsed.success || parsed.data.event !== 'date_arrives') return { more: false, started: 0 }
  const { field, offset_days: offsetDays, at, repeat } = parsed.data
  const from = sweep.sweptUntil ?? now
  const until = sweep.windowUntil ?? new Date(Math.min(now.getTime(), from.getTime() + windowMs))
  // Moments fall on whole minutes: a window narrower than one would read the same contacts again.
  if (until.getTime() - from.getTime() < minuteMs && sweep.windowUntil === null)
    return { more: false, started: 0 }
  const days = candidateDays(from, until, offsetDays)
  const rows = await tx
    .select({ id: contacts.id, customFields: contacts.customFields })
    .from(contacts)
    .where(
      and(
        eq(contacts.teamId, automation.teamId),
        holdsOneOf(automation.teamId, field, days, repeat),
        sweep.cursor ? gt(contacts.id, sweep.cursor) : undefined,
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(slice)
  const due = rows.filter((row) => {
    const day = dayComingRound(row.customFields[field], days, repeat)
    const moment = day && dateFieldMoment(day, offsetDays, at, zoneOf(row.customFields, 'UTC'))
    return moment != null && moment > from && moment <= until
  })
  const started = await startJourneys(
    tx,
    repeat === 'yearly' ? { ...automation, allowReentry: true } : automation,
    due.map((row) => row.id),
    now,
  )
  const windowDone = rows.length < slice
  await saveSweep(
    tx,
    automation.id,
    windowDone
      ? { sweptUntil: until, windowUntil: null, cursor: null }
      : { windowUntil: until, cursor: rows.at(-1)?.id ?? null },
  )
  // A window cut short by its width (a process that was down) is followed at once; one that
  // reached now waits for the next poll, as the clock never stops moving on.
  return { more: !windowDone || now.getTime() - until.getTime() >= windowMs, started }
}
