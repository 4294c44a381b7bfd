import type { ModalType } from '../../../contract/constants'
import type { CampaignSchedule, SmsCampaignResource } from '../../../contract/sms-campaign'
import type { CampaignCommand } from '../../../machines/campaignLifecycle'
import type { Key } from '../../../messages/campaigns/catalogue'
import type { Translate } from '../../../messages/catalogue'
import type { CampaignCommandName } from '../../../services/api/smsCampaigns'

/** A lifecycle command as the campaign page offers it: its button and its question. */
export interface CampaignCommandOffer {
  name: CampaignCommandName
  /** The machine event the command is, for `can()` (a send's time is the server's to judge). */
  event: CampaignCommand
  label: string
  title: string
  message: string
  confirmLabel: string
  type: ModalType
  done: string
}

/** How the offers are said: the catalogue, an instant, and a list (in the interface's locale). */
export interface CommandWords {
  t: Translate<Key>
  time: (iso: string) => string
  list: (items: readonly string[]) => string
}

const sendLabel = (t: Translate<Key>, schedule: CampaignSchedule) =>
  schedule.kind === 'now'
    ? t('command.sendNow')
    : schedule.kind === 'at'
      ? t('command.schedule')
      : t('command.startRecurring')

function sendQuestion(name: string, schedule: CampaignSchedule, { t, time, list }: CommandWords) {
  if (schedule.kind === 'now') return t('command.sendNowQuestion', { name })
  if (schedule.kind === 'at')
    return t('command.scheduleQuestion', { name, time: time(schedule.at) })
  return t('command.recurringQuestion', {
    name,
    days: list(schedule.days.map((day) => t(`weekday.${day}`))),
    times: list(schedule.times),
  })
}

/** Every command of the lifecycle, worded for this campaign. */
export function campaignCommandOffers(
  campaign: Pick<SmsCampaignResource, 'name' | 'schedule'>,
  words: CommandWords,
): CampaignCommandOffer[] {
  const { t } = words
  const { name, schedule } = campaign
  const send = sendLabel(t, schedule)
  return [
    {
      name: 'send',
      event: { type: 'campaign.send', later: false },
      label: send,
      title: t('command.sendTitle', { command: send, name }),
      message: sendQuestion(name, schedule, words),
      confirmLabel: send,
      type: 'info',
      done: t('command.sendDone', { name }),
    },
    {
      name: 'pause',
      event: { type: 'campaign.pause' },
      label: t('command.pause'),
      title: t('command.pauseTitle', { name }),
      message: t('command.pauseQuestion'),
      confirmLabel: t('command.pause'),
      type: 'warning',
      done: t('command.pauseDone', { name }),
    },
    {
      name: 'resume',
      event: { type: 'campaign.resume' },
      label: t('command.resume'),
      title: t('command.resumeTitle', { name }),
      message: t('command.resumeQuestion'),
      confirmLabel: t('command.resume'),
      type: 'info',
      done: t('command.resumeDone', { name }),
    },
    {
      name: 'stopRecurring',
      event: { type: 'campaign.stopRecurring' },
      label: t('command.stopRecurring'),
      title: t('command.stopRecurringTitle', { name }),
      message: t('command.stopRecurringQuestion'),
      confirmLabel: t('command.stopRecurring'),
      type: 'warning',
      done: t('command.stopRecurringDone', { name }),
    },
    {
      name: 'stopFeed',
      event: { type: 'campaign.stopFeed' },
      label: t('command.stopFeed'),
      title: t('command.stopFeedTitle', { name }),
      message: t('command.stopFeedQuestion'),
      confirmLabel: t('command.stopFeed'),
      type: 'warning',
      done: t('command.stopFeedDone', { name }),
    },
    {
      name: 'stopPlanner',
      event: { type: 'campaign.stopPlanner' },
      label: t('command.stopPlanner'),
      title: t('command.stopPlannerTitle', { name }),
      message: t('command.stopPlannerQuestion'),
      confirmLabel: t('command.stopPlanner'),
      type: 'warning',
      done: t('command.stopPlannerDone', { name }),
    },
    {
      name: 'stop',
      event: { type: 'campaign.stop' },
      label: t('command.stop'),
      title: t('command.stopTitle', { name }),
      message: t('command.stopQuestion'),
      confirmLabel: t('command.stopConfirm'),
      type: 'danger',
      done: t('command.stopDone', { name }),
    },
  ]
}
