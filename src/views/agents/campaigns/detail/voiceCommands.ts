import type { ModalType } from '../../../../contract/constants'
import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import type { CampaignCommand } from '../../../../machines/campaignLifecycle'
import type { Key } from '../../../../messages/agents/catalogue'
import type { Translate } from '../../../../messages/catalogue'
import type { VoiceCommandName } from '../../../../services/api/voiceCampaigns'
import { dayKeys } from './dayKeys'

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

/** Each command's event and weight; its words are `voiceCommand.<name>.*` in the catalogue. */
const commands: { name: VoiceCommandName; event: CampaignCommand; type: ModalType }[] = [
  { name: 'send', event: { type: 'campaign.send', later: false }, type: 'info' },
  { name: 'pause', event: { type: 'campaign.pause' }, type: 'warning' },
  { name: 'resume', event: { type: 'campaign.resume' }, type: 'info' },
  { name: 'stopRecurring', event: { type: 'campaign.stopRecurring' }, type: 'warning' },
  { name: 'stopFeed', event: { type: 'campaign.stopFeed' }, type: 'warning' },
  { name: 'stopGraceful', event: { type: 'campaign.stop' }, type: 'danger' },
  { name: 'stopNow', event: { type: 'campaign.stop' }, type: 'danger' },
]

/**
 * Every command of a voice campaign, worded for it in the locale; the page shows those `can()`
 * allows. A recurring campaign's start names its days and times as the locale lists them.
 */
export function voiceCommandOffers(
  campaign: Pick<VoiceCampaignResource, 'name' | 'schedule'>,
  t: Translate<Key>,
  locale: string,
): VoiceCommandOffer[] {
  const { name, schedule } = campaign
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return commands.map(({ name: command, event, type }) => {
    const words = (part: 'label' | 'title' | 'message' | 'confirm' | 'done') =>
      t(`voiceCommand.${command}.${part}`, { name })
    const recurringSend = command === 'send' && schedule.kind === 'recurring'
    return {
      name: command,
      event,
      type,
      label: recurringSend ? t('voiceCommand.send.labelRecurring') : words('label'),
      title: words('title'),
      message: recurringSend
        ? t('voiceCommand.send.messageRecurring', {
            name,
            days: list.format(schedule.days.map((day) => t(dayKeys[day]))),
            times: list.format(schedule.times),
          })
        : words('message'),
      confirmLabel: words('confirm'),
      done: words('done'),
    }
  })
}
