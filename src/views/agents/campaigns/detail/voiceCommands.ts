import type { ModalType } from '../../../../contract/constants'
import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import type { CampaignCommand } from '../../../../machines/campaignLifecycle'
import type { VoiceCommandName } from '../../../../services/api/voiceCampaigns'

/** A lifecycle command as the voice campaign page offers it: its button and its question. */
export interface VoiceCommandOffer {
  name: VoiceCommandName
  /** The machine event it is, for `can()`: both stops are the lifecycle's one stop. */
  event: CampaignCommand
  label: string
  title: string
  message: string
  confirmLabel: string
  type: ModalType
  done: string
}

/** Every command of a voice campaign, worded for it; the page shows those `can()` allows. */
export function voiceCommandOffers(campaign: Pick<VoiceCampaignResource, 'name' | 'schedule'>) {
  const { name, schedule } = campaign
  const recurring = schedule.kind === 'recurring'
  const offers: VoiceCommandOffer[] = [
    {
      name: 'send',
      event: { type: 'campaign.send', later: false },
      label: recurring ? 'Start recurring calls' : 'Start calling',
      title: `Start ${name}?`,
      message: recurring
        ? `${name} calls its contacts on ${schedule.days.join(', ')} at ${schedule.times.join(', ')}, inside its call window, until its recurring sends are stopped.`
        : `${name} starts calling its contacts now, inside its call window.`,
      confirmLabel: 'Start',
      type: 'info',
      done: `${name} is calling.`,
    },
    {
      name: 'pause',
      event: { type: 'campaign.pause' },
      label: 'Pause',
      title: `Pause ${name}?`,
      message: 'No new call is placed until you resume it; calls in progress finish.',
      confirmLabel: 'Pause',
      type: 'warning',
      done: `${name} is paused.`,
    },
    {
      name: 'resume',
      event: { type: 'campaign.resume' },
      label: 'Resume',
      title: `Resume ${name}?`,
      message: 'Calls are placed again from where it paused.',
      confirmLabel: 'Resume',
      type: 'info',
      done: `${name} is calling again.`,
    },
    {
      name: 'stopRecurring',
      event: { type: 'campaign.stopRecurring' },
      label: 'Stop recurring sends',
      title: `Stop the recurring runs of ${name}?`,
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
        'Contacts the feed sends from now on are not called; those already queued still are. This cannot be undone.',
      confirmLabel: 'Stop feed',
      type: 'warning',
      done: `${name} no longer reads its feed.`,
    },
    {
      name: 'stopGraceful',
      event: { type: 'campaign.stop' },
      label: 'Stop after current calls',
      title: `Stop ${name} after the calls in progress?`,
      message:
        'No new call is placed; the calls in progress finish normally. Its recurring runs and feed stop too. This cannot be undone.',
      confirmLabel: 'Stop after current calls',
      type: 'danger',
      done: `${name} is stopped; its calls in progress finish.`,
    },
    {
      name: 'stopNow',
      event: { type: 'campaign.stop' },
      label: 'Stop now',
      title: `Stop ${name} now?`,
      message:
        'Every call in progress is hung up at once and no new call is placed. Its recurring runs and feed stop too. This cannot be undone.',
      confirmLabel: 'Stop now and hang up',
      type: 'danger',
      done: `${name} is stopped; its calls were hung up.`,
    },
  ]
  return offers
}
