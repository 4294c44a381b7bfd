import { useEffect, useState } from 'react'
import { filter } from 'rxjs'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { campaignLifecycleEvents, smsCampaignsApi } from './campaignsApi'

const isNewer = (campaign: SmsCampaignResource, than: SmsCampaignResource | null) =>
  than === null || campaign.updated_at >= than.updated_at

/**
 * The campaign as loaded, then as the server pushes it: every command (from this page, another
 * tab or the API) and every engine outcome arrives as a `campaign.lifecycle` event. Once the
 * stream is open the campaign is read again, so a change made while it was opening shows too.
 */
export function useLiveCampaign(loaded: SmsCampaignResource): SmsCampaignResource {
  const [live, setLive] = useState<SmsCampaignResource | null>(null)
  const { id } = loaded
  useEffect(() => {
    const reading = new AbortController()
    const keep = (campaign: SmsCampaignResource) =>
      setLive((last) => (isNewer(campaign, last) ? campaign : last))
    const readAgain = () =>
      void smsCampaignsApi.show(id, reading.signal).then(
        (result) => result.ok && keep(result.data),
        () => {},
      )
    const subscription = campaignLifecycleEvents(readAgain)
      .pipe(filter((event) => event.campaign.id === id))
      .subscribe((event) => keep(event.campaign))
    return () => {
      reading.abort()
      subscription.unsubscribe()
      setLive(null)
    }
  }, [id])
  // A reload after a command may be newer than the last push, or older: the later edit wins.
  return live && isNewer(live, loaded) ? live : loaded
}
