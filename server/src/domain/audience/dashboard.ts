import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { audienceLimits } from '../../../../src/contract/constants'
import {
  type ContactDashboard,
  type contactDashboardQuery,
  contactSources,
  contactStatuses,
} from '../../../../src/contract/contact'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { said } from '../../http/words'

const dayMs = 24 * 60 * 60 * 1000
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10)
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`)
type Interval = ContactDashboard['interval']

/** The first day of the period holding `day` (weeks start on Monday, as date_trunc's do). */
function periodStart(day: Date, interval: Interval): Date {
  if (interval === 'day') return day
  if (interval === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1))
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs)
}

function nextPeriod(start: Date, interval: Interval): Date {
  if (interval === 'day') return new Date(start.getTime() + dayMs)
  if (interval === 'week') return new Date(start.getTime() + 7 * dayMs)
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
}

/** GET contacts/dashboard: the team's totals and its growth over a range of UTC days. */
export async function contactDashboard(
  db: Database,
  teamId: string,
  query: z.output<typeof contactDashboardQuery>,
  now: Date,
): Promise<ContactDashboard> {
  const to = query.to ?? dayOf(now)
  const from = query.from ?? dayOf(new Date(startOf(to).getTime() - 29 * dayMs))
  if (from > to) throw ValidationError.field('from', 'dashboard.fromAfterTo')
  const periods: Date[] = []
  const end = new Date(startOf(to).getTime() + dayMs)
  for (
    let start = periodStart(startOf(from), query.interval);
    start < end;
    start = nextPeriod(start, query.interval)
  ) {
    periods.push(start)
    if (periods.length > audienceLimits.dashboardMaxPoints)
      throw ValidationError.field(
        'interval',
        said('dashboard.tooManyPoints', {
          max: audienceLimits.dashboardMaxPoints,
          interval: query.interval,
        }),
      )
  }
  const team = eq(contacts.teamId, teamId)
  const rangeStart = startOf(from)
  // The interval is one of three words (checked by the contract), written in: GROUP BY must see
  // the same expression as the select list, which two parameters would not be.
  const unit = sql.raw(`'${query.interval}'`)
  const period = sql<string>`to_char(date_trunc(${unit}, ${contacts.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`
  const [[total], [before], byStatus, bySource, added] = await Promise.all([
    db.select({ value: count() }).from(contacts).where(team),
    db
      .select({ value: count() })
      .from(contacts)
      .where(and(team, lt(contacts.createdAt, rangeStart))),
    db
      .select({ value: contacts.status, count: count() })
      .from(contacts)
      .where(team)
      .groupBy(contacts.status),
    db
      .select({ value: contacts.source, count: count() })
      .from(contacts)
      .where(team)
      .groupBy(contacts.source),
    db
      .select({ period, count: count() })
      .from(contacts)
      .where(and(team, gte(contacts.createdAt, rangeStart), lt(contacts.createdAt, end)))
      .groupBy(period),
  ])
  const addedBy = new Map(added.map((row) => [row.period, row.count]))
  let running = before?.value ?? 0
  const growth = periods.map((start) => {
    const day = dayOf(start)
    const count = addedBy.get(day) ?? 0
    running += count
    return { period: day, added: count, total: running }
  })
  const tally = <Key extends string>(
    keys: readonly Key[],
    rows: { value: string; count: number }[],
  ) =>
    Object.fromEntries(
      keys.map((key) => [key, rows.find((row) => row.value === key)?.count ?? 0]),
    ) as Record<Key, number>
  return {
    total: total?.value ?? 0,
    by_status: tally(contactStatuses, byStatus),
    by_source: tally(contactSources, bySource),
    added_in_range: added.reduce((sum, row) => sum + row.count, 0),
    from,
    to,
    interval: query.interval,
    growth,
  }
}
