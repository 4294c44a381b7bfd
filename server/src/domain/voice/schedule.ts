import { nextRunAt } from '../../../../src/contract/campaign-timing'
import type { CampaignSchedule } from '../../../../src/contract/sms-campaign'

/**
 * When a voice campaign's run starts: a send's own time, else its schedule's (an `at` time,
 * even one passed: the send then starts at once; a recurring schedule's next day and time after
 * `now`, src/contract/campaign-timing). Null: now.
 */
export function nextRunAfter(
  schedule: CampaignSchedule,
  timeZone: string,
  now: Date,
  at?: string | null,
): Date | null {
  if (at) return new Date(at)
  if (schedule.kind === 'at') return new Date(schedule.at)
  return nextRunAt(schedule, timeZone, now)
}
