import { useEffect, useState } from 'react'
import { campaignScreens } from '../../../contract/constants'
import type { CampaignStats, SmsCampaignResource } from '../../../contract/sms-campaign'
import { campaignStatsEvents } from './campaignStreams'
import { smsCampaignsApi } from './campaignsApi'
import { laterStats } from './liveStats'
import { liveStatsOf } from './liveUpdates'

/**
 * The campaign's running totals: as loaded (or last pushed with its lifecycle), then as the
 * delivery engine pushes them, drawn at most every `campaignScreens.liveRenderMs`. Once the
 * stream is open the campaign is read again, so totals pushed while it opened are not missed.
 */
export function useLiveStats(campaign: SmsCampaignResource): CampaignStats {
  const [pushed, setPushed] = useState<CampaignStats | null>(null)
  const { id } = campaign
  useEffect(() => {
    const reading = new AbortController()
    const keep = (stats: CampaignStats) =>
      setPushed((last) => (last ? laterStats(last, stats) : stats))
    const readAgain = () =>
      void smsCampaignsApi.show(id, reading.signal).then((result) => {
        if (result.ok) keep(result.data.stats)
      })
    const subscription = liveStatsOf(
      campaignStatsEvents(readAgain),
      id,
      campaignScreens.liveRenderMs,
    ).subscribe(keep)
    return () => {
      reading.abort()
      subscription.unsubscribe()
      setPushed(null)
    }
  }, [id])
  return pushed ? laterStats(campaign.stats, pushed) : campaign.stats
}
