import type { SmsCampaignList } from '../../../contract/sms-campaign'
import type { ApiResult } from '../../../services/http/client'
import { smsCampaignsApi } from '../detail/campaignsApi'
import { type CampaignsSearch, campaignListQuery } from './campaignsSearch'

/** A page of the team's SMS campaigns, filtered and ordered as the URL says. */
export function loadCampaigns(
  search: CampaignsSearch,
  signal: AbortSignal,
): Promise<ApiResult<SmsCampaignList>> {
  return smsCampaignsApi.list(campaignListQuery(search), signal)
}
