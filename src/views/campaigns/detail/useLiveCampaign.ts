import { useCallback, useEffect, useState } from 'react'
import { filter } from 'rxjs'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { campaignLifecycleEvents, smsCampaignsApi } from './campaignsApi'

const isNewer = (campaign: SmsCampaignResource, than: SmsCampaignResource | null) =>
  than === null || campaign.updated_at >= than.updated_at

/**
 * The campaign as loaded, then as the server pushes it: every command (from this page, another
 * tab or the API) and every engine outcome arrives as a `campaign.lifecycle` event. Once the
 * stream is open the campaign is read again, so a change made while it was opening shows too.
 * An edit's answer (the wizard's save) is handed to `keep`: a configure pushes no event, and
 * what the page says the campaign lacks must be what the save's answer says.
 */
export function useLiveCampaign(loaded: SmsCampaignResource): {
  campaign: SmsCampaignResource
  keep: (campaign: SmsCampaignResource) => void
} {
  const [live, setLive] = useState<SmsCampaignResource | null>(null)
  const { id } = loaded
  const keep = useCallback(
    (campaign: SmsCampaignResource) =>
      setLive((last) => (isNewer(campaign, last) ? campaign : last)),
    [],
  )
  useEffect(() => {
    const reading = new AbortController()
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
  }, [id, keep])
  // A reload after a command may be newer than the last push, or older: the later edit wins.
  return { campaign: live && isNewer(live, loaded) ? live : loaded, keep }
}
