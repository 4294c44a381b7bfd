import { type WizardStep, wizardSteps } from '../../../machines/campaignWizard/steps'

/** `?step=`: the open step of a draft's wizard (the first one when absent or unknown). */
export interface CampaignSearch {
  step?: WizardStep
}

export function validateCampaignSearch(search: Record<string, unknown>): CampaignSearch {
  const step = wizardSteps.find((name) => name === search.step)
  return step ? { step } : {}
}
