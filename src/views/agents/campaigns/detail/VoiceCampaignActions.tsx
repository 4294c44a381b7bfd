import { useLocale } from 'react-aria-components'
import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import type { CampaignLifecycleSnapshot } from '../../../../machines/campaignLifecycle'
import messages from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { LifecycleActions } from '../../../campaigns/detail/LifecycleActions'
import { voiceCampaignsApi } from '../voiceApi'
import { voiceCommandOffers } from './voiceCommands'

/** The voice campaign's lifecycle commands, worded for calls. */
export function VoiceCampaignActions({
  campaign,
  lifecycle,
}: {
  campaign: VoiceCampaignResource
  lifecycle: CampaignLifecycleSnapshot
}) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  return (
    <LifecycleActions
      titleId="voice-actions-title"
      offers={voiceCommandOffers(campaign, t, locale)}
      lifecycle={lifecycle}
      run={(name, signal) => voiceCampaignsApi.command(campaign.id, name, {}, signal)}
    />
  )
}
