import { nextSendableAt, upcomingRuns } from '../../../contract/campaign-timing'
import { campaignWizard } from '../../../contract/constants'
import {
  type CampaignSchedule,
  campaignSchedule,
  quietHours,
  timeZone,
} from '../../../contract/sms-campaign'
import type { WizardDraft } from '../../../machines/campaignWizard'

/** One previewed run: when it starts, and when its first message may go out (quiet hours). */
export interface PreviewedRun {
  run: Date
  firstMessage: Date
}

function scheduleOf(draft: WizardDraft): CampaignSchedule | null {
  const candidate =
    draft.scheduleKind === 'at'
      ? { kind: 'at', at: draft.at }
      : draft.scheduleKind === 'recurring'
        ? { kind: 'recurring', days: draft.days, times: draft.times }
        : { kind: 'now' }
  const parsed = campaignSchedule.safeParse(candidate)
  return parsed.success ? parsed.data : null
}

/**
 * The next sends of the draft's schedule after `now`, read in its zone, each moved past the
 * quiet hours as the engine would; null while the schedule is not complete enough to say.
 */
export function previewRuns(draft: WizardDraft, now: Date): PreviewedRun[] | null {
  const schedule = scheduleOf(draft)
  if (!schedule || !timeZone.safeParse(draft.time_zone).success) return null
  const quiet = draft.quietHours
    ? quietHours.safeParse({ start: draft.quietStart, end: draft.quietEnd })
    : null
  if (quiet && !quiet.success) return null
  const runs =
    schedule.kind === 'now'
      ? [now]
      : upcomingRuns(schedule, draft.time_zone, now, campaignWizard.previewedRuns)
  return runs.map((run) => ({
    run,
    firstMessage: nextSendableAt(quiet?.data ?? null, draft.time_zone, run),
  }))
}
