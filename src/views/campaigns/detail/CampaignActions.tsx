import { useLocale } from 'react-aria-components'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import type { CampaignLifecycleSnapshot } from '../../../machines/campaignLifecycle'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
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
  const t = useMessages(messages)
  const { locale } = useLocale()
  const time = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const listFormat = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
  return (
    <LifecycleActions
      titleId="campaign-actions-title"
      offers={campaignCommandOffers(campaign, {
        t,
        time,
        list: (items) => listFormat.format(items),
      })}
      lifecycle={lifecycle}
      run={(name, signal) => smsCampaignsApi.command(campaign.id, name, {}, signal)}
    />
  )
}
