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
  if (result.ok || 'validation' in result) return result
  return { ok: false, status: result.status, error: { message: result.error.message } }
}
