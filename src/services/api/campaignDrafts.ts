import { resourcePaths, smsPaths } from '../../contract/routes'
import type {
  CampaignAudience,
  CampaignAudienceRequest,
  CampaignReadiness,
  SmsCampaignResource,
  SmsCampaignUpdateRequest,
} from '../../contract/sms-campaign'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

/** The calls of the campaign wizard (spec §7 SMS): editing a draft, its audience, is-ready. */
export function createCampaignDraftsApi(api: HttpClient) {
  const { v1 } = api
  return {
    /** Only while the campaign is a draft: 409 once it was sent, 422 for values it refuses. */
    update: (id: string, body: SmsCampaignUpdateRequest, signal?: AbortSignal) =>
      v1.put<SmsCampaignResource>(`${resourcePaths.smsCampaigns}/${encodeURIComponent(id)}`, body, {
        signal,
      }),
    /** How many contacts the targets reach now, as the delivery engine would expand them. */
    audience: (body: CampaignAudienceRequest, signal?: AbortSignal) =>
      v1.post<CampaignAudience>(smsPaths.campaignAudience, body, { signal }),
    isReady: (id: string, signal?: AbortSignal) =>
      v1.get<CampaignReadiness>(fillPath(smsPaths.campaignIsReady, { id }), { signal }),
  }
}

export type CampaignDraftsApi = ReturnType<typeof createCampaignDraftsApi>
