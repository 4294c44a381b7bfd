import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import type { CampaignLifecycleSnapshot } from '../../../../machines/campaignLifecycle'
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
  return (
    <LifecycleActions
      titleId="voice-actions-title"
      offers={voiceCommandOffers(campaign)}
      lifecycle={lifecycle}
      run={(name, signal) => voiceCampaignsApi.command(campaign.id, name, {}, signal)}
    />
  )
}
