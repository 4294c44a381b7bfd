import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import type { ApiResult } from '../../../services/http/client'
import { smsCampaignsApi } from './campaignsApi'

/** /campaigns/{id}: the campaign, loaded again on a team switch or after a command. */
export function loadCampaign(
  id: string,
  signal: AbortSignal,
): Promise<ApiResult<SmsCampaignResource>> {
  return smsCampaignsApi.show(id, signal)
}
