import { useEffect, useState } from 'react'
import { asyncScheduler, scan } from 'rxjs'
import { campaignScreens, http as httpConstants } from '../../contract/constants'
import type { StreamTicketResponse } from '../../contract/events'
import type { HomeSummary, SendingCampaign } from '../../contract/home'
import { eventPaths } from '../../contract/routes'
import { domainEventsOf } from '../../services/events/domainEventStream'
import { api } from '../../services/http'
import { laterStats } from '../campaigns/detail/liveStats'
import { drawn } from '../campaigns/detail/liveUpdates'

type Pushed = ReadonlyMap<string, SendingCampaign['stats']>

/** The stats events of SMS and voice campaigns, one stream for the whole page. */
const statsEvents = (onReady: () => void) =>
  domainEventsOf(['campaign.stats', 'voice-campaign.stats'], {
    ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
    streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
    onReady,
  })

/** A campaign's totals as loaded, or later ones pushed since (an SMS campaign's merged: pushes carry no time). */
function withPushed(campaign: SendingCampaign, pushed: Pushed): SendingCampaign {
  const stats = pushed.get(campaign.id)
  if (!stats) return campaign
  if (campaign.kind === 'voice' && 'calls' in stats) return { ...campaign, stats }
  if (campaign.kind === 'sms' && 'queued' in stats)
    return { ...campaign, stats: laterStats(campaign.stats, stats) }
  return campaign
}

/**
 * The sending campaigns with their totals as the engines push them, drawn at most every
 * `campaignScreens.liveRenderMs` (as the campaign detail's). Once the stream is open, `onReady`
 * reads the summary again, so totals pushed while it opened are not missed.
 */
export function useLiveSending(summary: HomeSummary | null, onReady: () => void) {
  const [pushed, setPushed] = useState<Pushed>(new Map())
  const following = summary !== null && summary.sending.length > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream is opened once while there is something to follow
  useEffect(() => {
    if (!following) return
    const subscription = statsEvents(onReady)
      .pipe(
        scan(
          (latest, event) => new Map(latest).set(event.data.campaign_id, event.data.stats),
          new Map() as Pushed,
        ),
        drawn<Pushed>(campaignScreens.liveRenderMs, asyncScheduler),
      )
      .subscribe(setPushed)
    return () => subscription.unsubscribe()
  }, [following])
  if (!summary) return null
  return { ...summary, sending: summary.sending.map((campaign) => withPushed(campaign, pushed)) }
}
