import { http as httpConstants } from '../../../contract/constants'
import type { StreamTicketResponse } from '../../../contract/events'
import { eventPaths } from '../../../contract/routes'
import { createSmsCampaignsApi } from '../../../services/api/smsCampaigns'
import { domainEventStream } from '../../../services/events/domainEventStream'
import { api } from '../../../services/http'

/** The SMS campaign calls on the app's client. */
export const smsCampaignsApi = createSmsCampaignsApi(api)

/** The team's campaign lifecycle changes as they happen (commands from anywhere, the engine). */
export const campaignLifecycleEvents = (onReady: () => void) =>
  domainEventStream('campaign.lifecycle', {
    ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
    streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
    onReady,
  })
