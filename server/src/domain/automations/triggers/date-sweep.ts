import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import { nodeSettings } from '../../../../../src/contract/automation/graph'
import { dateFieldMoment, zoneOf } from '../../../../../src/contract/automation/wake'
import { contacts } from '../../../db/schema'
import { startJourneys } from '../engine/enter'
import { type Sweeper, saveSweep } from './sweeps'

/**
 * date_arrives. A contact enters when its date field, shifted by `offset_days`, comes round at
 * `at` in its own zone (its `time_zone` field, else UTC: the moment the wait node's date_field
 * mode waits for, computed by the same code, src/contract/automation/wake.ts).
 *
 * The field's own date, once: custom fields have one `date` type, with no yearly kind
 * (DOMAIN.md "Custom field"), and the trigger says the field "comes round" as the date_field
 * wait does, which waits for the date itself. A contact whose field is moved to a new date
 * comes round again then (a renewal date, a next appointment), entering where the
 * automation's re-entry rule lets it.
 *
 * The sweep walks time in windows (sweptUntil, windowUntil], a day at most, and enters the
 * contacts whose moment falls in the window; the window moves on in the transaction that
 * enters them, so a restart repeats and loses nothing and no moment is entered twice. It
 * starts when the automation is turned on: dates that came round before do not enter. Only
 * the contacts whose field holds one of the few days a window can reach are read, through the
 * GIN index on custom_fields (containment of {field: day}), a slice at a time.
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

/** One call's share of an automation's date sweep: answers whether more is waiting. */
export const sweepDates: Sweeper = async (tx, sweep, automation, now, slice) => {
  const parsed = nodeSettings.trigger.safeParse(sweep.settings)
  if (!parsed.success || parsed.data.event !== 'date_arrives') return { more: false, started: 0 }
  const { field, offset_days: offsetDays, at } = parsed.data
  const from = sweep.sweptUntil ?? now
  const until = sweep.windowUntil ?? new Date(Math.min(now.getTime(), from.getTime() + windowMs))
  // Moments fall on whole minutes: a window narrower than one would read the same contacts again.
  if (until.getTime() - from.getTime() < minuteMs && sweep.windowUntil === null)
    return { more: false, started: 0 }
  const holdsDay = candidateDays(from, until, offsetDays).map(
    (day) => sql`${contacts.customFields} @> ${JSON.stringify({ [field]: day })}::jsonb`,
  )
  const rows = await tx
    .select({ id: contacts.id, customFields: contacts.customFields })
    .from(contacts)
    .where(
      and(
        eq(contacts.teamId, automation.teamId),
        or(...holdsDay),
        sweep.cursor ? gt(contacts.id, sweep.cursor) : undefined,
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(slice)
  const due = rows.filter((row) => {
    const moment = dateFieldMoment(
      row.customFields[field],
      offsetDays,
      at,
      zoneOf(row.customFields, 'UTC'),
    )
    return moment !== null && moment > from && moment <= until
  })
  const started = await startJourneys(
    tx,
    automation,
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
