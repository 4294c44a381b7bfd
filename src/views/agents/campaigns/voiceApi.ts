import { http as httpConstants } from '../../../contract/constants'
import type { StreamTicketResponse } from '../../../contract/events'
import { eventPaths } from '../../../contract/routes'
import { createVoiceCampaignsApi } from '../../../services/api/voiceCampaigns'
import { domainEventStream } from '../../../services/events/domainEventStream'
import { api } from '../../../services/http'

/** The voice campaign calls on the app's client. */
export const voiceCampaignsApi = createVoiceCampaignsApi(api)

const streamOptions = (onReady?: () => void) => ({
  ticket: () => api.v1.post<StreamTicketResponse>(eventPaths.ticket),
  streamUrl: `${httpConstants.apiBase}${httpConstants.apiVersion}/${eventPaths.stream}`,
  ...(onReady ? { onReady } : {}),
})

/** The team's voice campaign lifecycle moves (commands from anywhere, the dialer's outcomes). */
export const voiceLifecycleEvents = (onReady?: () => void) =>
  domainEventStream('voice-campaign.lifecycle', streamOptions(onReady))

/** The team's voice campaign counters as the dialer pushes them. */
export const voiceStatsEvents = () => domainEventStream('voice-campaign.stats', streamOptions())
