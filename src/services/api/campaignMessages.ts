import type { CampaignMessageList } from '../../contract/campaign-message-list'
import { smsPaths } from '../../contract/routes'
import type { HttpClient, Query } from '../http/client'
import { fillPath } from './paths'

/** GET sms/campaigns/{id}/messages: a campaign's messages through the delivery engine. */
export function createCampaignMessagesApi(api: HttpClient) {
  return {
    list: (id: string, query: Query, signal?: AbortSignal) =>
      api.v1.get<CampaignMessageList>(fillPath(smsPaths.campaignMessages, { id }), {
        query,
        signal,
      }),
  }
}

export type CampaignMessagesApi = ReturnType<typeof createCampaignMessagesApi>
