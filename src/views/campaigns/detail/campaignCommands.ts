import type { ModalType } from '../../../contract/constants'
import type { CampaignSchedule, SmsCampaignResource } from '../../../contract/sms-campaign'
import type { CampaignCommand } from '../../../machines/campaignLifecycle'
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

const sendLabel = (schedule: CampaignSchedule) =>
  schedule.kind === 'now'
    ? 'Send now'
    : schedule.kind === 'at'
      ? 'Schedule'
      : 'Start recurring sends'

function sendQuestion(name: string, schedule: CampaignSchedule, timeText: (iso: string) => string) {
  if (schedule.kind === 'now')
    return `Messages of ${name} start going out to its recipients at once.`
  if (schedule.kind === 'at')
    return `${name} waits until ${timeText(schedule.at)}, then goes out to its recipients (at once if that time has passed).`
  return `${name} goes out on ${schedule.days.join(', ')} at ${schedule.times.join(', ')}, until its recurring sends are stopped.`
}

/** Every command of the lifecycle, worded for this campaign. */
export function campaignCommandOffers(
  campaign: Pick<SmsCampaignResource, 'name' | 'schedule'>,
  timeText: (iso: string) => string,
): CampaignCommandOffer[] {
  const { name, schedule } = campaign
  return [
    {
      name: 'send',
      event: { type: 'campaign.send', later: false },
      label: sendLabel(schedule),
      title: `${sendLabel(schedule)}: ${name}?`,
      message: sendQuestion(name, schedule, timeText),
      confirmLabel: sendLabel(schedule),
      type: 'info',
      done: `${name} is on its way.`,
    },
    {
      name: 'pause',
      event: { type: 'campaign.pause' },
      label: 'Pause',
      title: `Pause ${name}?`,
      message: 'No more messages go out until you resume it; the queued ones wait.',
      confirmLabel: 'Pause',
      type: 'warning',
      done: `${name} is paused.`,
    },
    {
      name: 'resume',
      event: { type: 'campaign.resume' },
      label: 'Resume',
      title: `Resume ${name}?`,
      message: 'Messages go out again from where it paused.',
      confirmLabel: 'Resume',
      type: 'info',
      done: `${name} is sending again.`,
    },
    {
      name: 'stopRecurring',
      event: { type: 'campaign.stopRecurring' },
      label: 'Stop recurring sends',
      title: `Stop the recurring sends of ${name}?`,
      message:
        'A run under way finishes and no run follows it; between runs, the campaign completes now. This cannot be undone.',
      confirmLabel: 'Stop recurring sends',
      type: 'warning',
      done: `${name} will not run again.`,
    },
    {
      name: 'stopFeed',
      event: { type: 'campaign.stopFeed' },
      label: 'Stop feed',
      title: `Stop the feed of ${name}?`,
      message:
        'Contacts the feed sends from now on are not added; those already queued still receive it. This cannot be undone.',
      confirmLabel: 'Stop feed',
      type: 'warning',
      done: `${name} no longer reads its feed.`,
    },
    {
      name: 'stopPlanner',
      event: { type: 'campaign.stopPlanner' },
      label: 'Take off the planner',
      title: `Take ${name} off the planner?`,
      message:
        'It has not run yet: the send is taken back, and it goes back to draft to be edited and sent again.',
      confirmLabel: 'Take off the planner',
      type: 'warning',
      done: `${name} is off the planner.`,
    },
    {
      name: 'stop',
      event: { type: 'campaign.stop' },
      label: 'Stop',
      title: `Stop ${name}?`,
      message:
        'Messages not sent yet are cancelled, and its recurring sends and feed stop too. This cannot be undone.',
      confirmLabel: 'Stop campaign',
      type: 'danger',
      done: `${name} is stopped.`,
    },
  ]
}
