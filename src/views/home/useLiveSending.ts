import { useEffect, useState } from 'react'
import { asyncScheduler, scan } from 'rxjs'
import { campaignScreens, http as httpConstants } from '../../contract/constants'
import type { StreamTicketResponse } from '../../contract/events'
import type { HomeSummary } from '../../contract/home'
import { eventPaths } from '../../contract/routes'
import { domainEventsOf } from '../../services/events/domainEventStream'
import { api } from '../../services/http'
import { drawn } from '../campaigns/detail/liveUpdates'
import { type PushedStats, withPushedStats } from './liveSending'

/** The stats events of SMS and voice campaigns, one stream for the whole page. */
const statsEvents = (onReady: () => void) =>
  domainEventsOf(['campaign.stats', 'voice-campaign.stats'], {
    ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
    streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
    onReady,
  })

/**
 * The sending campaigns with their totals as the engines push them, drawn at most every
 * `campaignScreens.liveRenderMs` (as the campaign detail's). Once the stream is open, `onReady`
 * reads the summary again, so totals pushed while it opened are not missed.
 */
export function useLiveSending(summary: HomeSummary | null, onReady: () => void) {
  const [pushed, setPushed] = useState<PushedStats>(new Map())
  const following = summary !== null && summary.sending.length > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream is opened once while there is something to follow
  useEffect(() => {
    if (!following) return
    const subscription = statsEvents(onReady)
      .pipe(
        scan(
          (latest, event) => new Map(latest).set(event.data.campaign_id, event.data.stats),
          new Map() as PushedStats,
        ),
        drawn<PushedStats>(campaignScreens.liveRenderMs, asyncScheduler),
      )
      .subscribe(setPushed)
    return () => subscription.unsubscribe()
  }, [following])
  if (!summary) return null
  return {
    ...summary,
    sending: summary.sending.map((campaign) => withPushedStats(campaign, pushed)),
  }
}
