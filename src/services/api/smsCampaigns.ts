import { resourcePaths, smsPaths } from '../../contract/routes'
import type {
  CampaignLogList,
  CampaignSendRequest,
  SmsCampaignList,
  SmsCampaignRequest,
  SmsCampaignResource,
} from '../../contract/sms-campaign'
import type { HttpClient, Query } from '../http/client'
import { fillPath } from './paths'

/** The lifecycle commands of an SMS campaign, by the path each is posted to. */
export const campaignCommandPaths = {
  send: smsPaths.campaignSend,
  pause: smsPaths.campaignPause,
  resume: smsPaths.campaignResume,
  stop: smsPaths.campaignStop,
  stopRecurring: smsPaths.campaignStopRecurring,
  stopFeed: smsPaths.campaignStopFeed,
  stopPlanner: smsPaths.campaignPlannerStop,
} as const
export type CampaignCommandName = keyof typeof campaignCommandPaths

/** SMS campaigns (spec §7 SMS): a campaign, and the commands of its lifecycle. */
export function createSmsCampaignsApi(api: HttpClient) {
  const { v1 } = api
  const campaignPath = (id: string) => `${resourcePaths.smsCampaigns}/${encodeURIComponent(id)}`
  return {
    list: (query: Query, signal?: AbortSignal) =>
      v1.get<SmsCampaignList>(resourcePaths.smsCampaigns, { query, signal }),
    /** The stored lifecycle events: commands and engine outcomes, oldest first. */
    logs: (id: string, query: Query, signal?: AbortSignal) =>
      v1.get<CampaignLogList>(fillPath(smsPaths.campaignLogs, { id }), { query, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<SmsCampaignResource>(campaignPath(id), { signal }),
    create: (body: SmsCampaignRequest, signal?: AbortSignal) =>
      v1.post<SmsCampaignResource>(resourcePaths.smsCampaigns, body, { signal }),
    /** Answers the campaign after the command, or a 409 with the lifecycle's reason. */
    command: (
      id: string,
      command: CampaignCommandName,
      body: CampaignSendRequest = {},
      signal?: AbortSignal,
    ) =>
      v1.post<SmsCampaignResource>(fillPath(campaignCommandPaths[command], { id }), body, {
        signal,
      }),
  }
}

export type SmsCampaignsApi = ReturnType<typeof createSmsCampaignsApi>
