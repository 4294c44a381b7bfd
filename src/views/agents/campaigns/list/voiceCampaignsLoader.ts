import type { VoiceCampaignList } from '../../../../contract/voice-campaign'
import type { ApiResult } from '../../../../services/http/client'
import { type CampaignsSearch, campaignListQuery } from '../../../campaigns/list/campaignsSearch'
import { voiceCampaignsApi } from '../voiceApi'

/** A page of the team's voice campaigns, filtered and ordered as the URL says. */
export function loadVoiceCampaigns(
  search: CampaignsSearch,
  signal: AbortSignal,
): Promise<ApiResult<VoiceCampaignList>> {
  return voiceCampaignsApi.list(campaignListQuery(search), signal)
}
