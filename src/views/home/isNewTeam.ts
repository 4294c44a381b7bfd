import type { DayFigures, HomeSummary } from '../../contract/home'

const quiet = (day: DayFigures) => day.sms.sent === 0 && day.calls.placed === 0

/** A team that has done nothing yet: no contacts, no traffic, nothing running or gone wrong. */
export function isNewTeam(summary: HomeSummary): boolean {
  return (
    summary.audience.total === 0 &&
    summary.sending.length === 0 &&
    summary.running.length === 0 &&
    summary.attention.length === 0 &&
    quiet(summary.today) &&
    quiet(summary.yesterday)
  )
}
