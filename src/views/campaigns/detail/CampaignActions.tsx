import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import type { CampaignLifecycleSnapshot } from '../../../machines/campaignLifecycle'
import { useDateText } from '../../lists/useDateText'
import { campaignCommandOffers } from './campaignCommands'
import { smsCampaignsApi } from './campaignsApi'
import { LifecycleActions } from './LifecycleActions'

/** The SMS campaign's lifecycle commands, worded for it (a scheduled send names its time). */
export function CampaignActions({
  campaign,
  lifecycle,
}: {
  campaign: SmsCampaignResource
  lifecycle: CampaignLifecycleSnapshot
}) {
  const timeText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  return (
    <LifecycleActions
      titleId="campaign-actions-title"
      offers={campaignCommandOffers(campaign, timeText)}
      lifecycle={lifecycle}
      run={(name, signal) => smsCampaignsApi.command(campaign.id, name, {}, signal)}
    />
  )
}
