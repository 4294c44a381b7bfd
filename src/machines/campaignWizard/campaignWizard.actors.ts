import { fromPromise } from 'xstate'
import type { SmsCampaignUpdateRequest } from '../../contract/sms-campaign'
import type { SaveOutcome } from './campaignWizard.machine'

export interface CampaignWizardActorDeps {
  /** PUT sms/campaigns/{id}: the campaign, a 422 as a value, or another status with its message. */
  save(id: string, request: SmsCampaignUpdateRequest, signal: AbortSignal): Promise<SaveOutcome>
}

export function createCampaignWizardActors(deps: CampaignWizardActorDeps) {
  return {
    save: fromPromise<SaveOutcome, { id: string; request: SmsCampaignUpdateRequest }>(
      ({ input, signal }) => deps.save(input.id, input.request, signal),
    ),
  }
}
