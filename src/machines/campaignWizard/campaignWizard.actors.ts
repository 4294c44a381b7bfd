import { fromPromise } from 'xstate'
import type { Result } from '../../contract/result'
import type { SmsCampaignResource, SmsCampaignUpdateRequest } from '../../contract/sms-campaign'

export interface CampaignWizardActorDeps {
  /** PUT sms/campaigns/{id}: the campaign, a 422 as a value, or another status with its message. */
  save(
    id: string,
    request: SmsCampaignUpdateRequest,
    signal: AbortSignal,
  ): Promise<Result<SmsCampaignResource>>
}

export function createCampaignWizardActors(deps: CampaignWizardActorDeps) {
  return {
    save: fromPromise<
      Result<SmsCampaignResource>,
      { id: string; request: SmsCampaignUpdateRequest }
    >(({ input, signal }) => deps.save(input.id, input.request, signal)),
  }
}
