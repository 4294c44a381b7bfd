import { http as httpConstants } from '../../../contract/constants'
import type { StreamTicketResponse } from '../../../contract/events'
import { eventPaths } from '../../../contract/routes'
import { domainEventStream } from '../../../services/events/domainEventStream'
import { api } from '../../../services/http'

/**
 * The team's campaign counters as the delivery engine pushes them (`campaign.stats`, at most
 * every `campaignLimits.statsPushMs` per campaign). `onReady`: the stream follows every change
 * from now on, the moment to read once what was missed while it opened.
 */
export const campaignStatsEvents = (onReady?: () => void) =>
  domainEventStream('campaign.stats', {
    ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
    streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
    ...(onReady ? { onReady } : {}),
  })
