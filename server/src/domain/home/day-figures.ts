import { sql } from 'drizzle-orm'
import type { DayFigures } from '../../../../src/contract/home'
import { formatAmount, moneyFromText } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { voiceCalls } from '../../db/schema'
import { campaignReport } from '../campaigns/reports/campaign-report'
import { rowsOf } from '../campaigns/reports/scope'

interface CallRow {
  day: string
  placed: number
  answered: number
  failed: number
  minutes: number
  cost: string
}

const noCalls = { placed: 0, answered: 0, failed: 0, minutes: 0, cost: '0.00' }

/**
 * The team's calls placed on each of the days, as the dialer counts them into a campaign's
 * totals: failed when no one was reached, minutes rounded up per reached call.
 */
async function callsByDay(db: Database, teamId: string, from: string, to: string) {
  const result = await db.execute(sql`
    select to_char(${voiceCalls.startedAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(*)::int as placed,
      count(${voiceCalls.answeredAt})::int as answered,
      count(*) filter (where ${voiceCalls.outcome} in ('no-answer', 'busy', 'failed'))::int as failed,
      coalesce(sum(ceil(${voiceCalls.durationSeconds} / 60.0))
        filter (where ${voiceCalls.outcome} in ('answered', 'voicemail')), 0)::int as minutes,
      coalesce(sum(${voiceCalls.cost}::numeric), 0)::text as cost
    from ${voiceCalls}
    where ${voiceCalls.teamId} = ${teamId}
      and ${voiceCalls.startedAt} >= (${from}::date::timestamp at time zone 'UTC')
      and ${voiceCalls.startedAt} < ((${to}::date + 1)::timestamp at time zone 'UTC')
    group by 1`)
  return new Map(
    rowsOf<CallRow>(result).map((row) => [
      row.day,
      {
        placed: Number(row.placed),
        answered: Number(row.answered),
        failed: Number(row.failed),
        minutes: Number(row.minutes),
        cost: formatAmount(moneyFromText(row.cost)),
      },
    ]),
  )
}

/**
 * Yesterday's and today's messages and calls (UTC days). Messages come from the campaign
 * report's daily series, so the home page and the reports never disagree.
 */
export async function dayFigures(
  db: Database,
  teamId: string,
  yesterday: string,
  today: string,
): Promise<{ yesterday: DayFigures; today: DayFigures }> {
  const period = { from: yesterday, to: today, timeZone: 'UTC' }
  const [report, calls] = await Promise.all([
    campaignReport(db, teamId, period, 'day', undefined),
    callsByDay(db, teamId, yesterday, today),
  ])
  const figuresOn = (day: string): DayFigures => {
    const sms = report.series.find((point) => point.period === day)
    return {
      day,
      sms: {
        sent: sms?.sent ?? 0,
        delivered: sms?.delivered ?? 0,
        failed: sms?.failed ?? 0,
        cost: sms?.cost ?? '0.00',
      },
      calls: calls.get(day) ?? noCalls,
    }
  }
  return { yesterday: figuresOn(yesterday), today: figuresOn(today) }
}
