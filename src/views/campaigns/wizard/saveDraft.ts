import { failure, isRejection } from '../../../contract/result'
import type { SmsCampaignUpdateRequest } from '../../../contract/sms-campaign'
import type { SaveOutcome } from '../../../machines/campaignWizard'
import { campaignDraftsApi } from './wizardApis'

/** PUT sms/campaigns/{id} as the wizard machine takes it: errors as plain messages. */
export async function saveDraft(
  id: string,
  request: SmsCampaignUpdateRequest,
  signal: AbortSignal,
): Promise<SaveOutcome> {
  const result = await campaignDraftsApi.update(id, request, signal)
  if (result.ok || isRejection(result)) return result
  return failure(result.error.message, result.status)
}
