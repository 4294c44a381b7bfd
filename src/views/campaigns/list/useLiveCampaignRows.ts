import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { campaignScreens } from '../../../contract/constants'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { campaignStatsEvents } from '../detail/campaignStreams'
import { campaignLifecycleEvents } from '../detail/campaignsApi'
import { type LiveChange, liveCampaignChanges, withLiveChange } from '../detail/liveUpdates'

const none: ReadonlyMap<string, LiveChange> = new Map()

/**
 * The page of campaigns as loaded, with every lifecycle move and counter pushed since. Once the
 * lifecycle stream is open the page is loaded again, so a change made while it opened shows too.
 */
export function useLiveCampaignRows(rows: readonly SmsCampaignResource[]): SmsCampaignResource[] {
  const router = useRouter()
  const [changes, setChanges] = useState(none)
  useEffect(() => {
    const subscription = liveCampaignChanges(
      campaignLifecycleEvents(() => void router.invalidate()),
      campaignStatsEvents(),
      campaignScreens.liveRenderMs,
    ).subscribe(setChanges)
    return () => subscription.unsubscribe()
  }, [router])
  return rows.map((row) => withLiveChange(row, changes.get(row.id)))
}
