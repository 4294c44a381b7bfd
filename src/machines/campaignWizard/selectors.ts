import type { CampaignWizardSnapshot } from './campaignWizard.machine'
import { type WizardStep, wizardSteps } from './draft'

export const selectStep = (snapshot: CampaignWizardSnapshot) => snapshot.context.step

export const selectDraft = (snapshot: CampaignWizardSnapshot) => snapshot.context.draft

/** The campaign as the server last answered it. */
export const selectCampaign = (snapshot: CampaignWizardSnapshot) => snapshot.context.campaign

/** Changes the server does not hold yet: leaving the page warns about them. */
export const selectHasUnsavedChanges = (snapshot: CampaignWizardSnapshot) =>
  snapshot.hasTag('unsaved')

export const selectIsSaving = (snapshot: CampaignWizardSnapshot) => snapshot.hasTag('busy')

export const selectIsLocked = (snapshot: CampaignWizardSnapshot) => snapshot.matches('locked')

/** The messages of the last 422 for one API field and everything under it (`targets.tags`). */
export const selectFieldErrors =
  (field: string) =>
  (snapshot: CampaignWizardSnapshot): string[] =>
    Object.entries(snapshot.context.fieldErrors)
      .filter(([name]) => name === field || name.startsWith(`${field}.`))
      .flatMap(([, messages]) => messages)

/** The save's problem: refused values (at the fields), or a failure a retry may fix. */
export function selectSaveAlert(
  snapshot: CampaignWizardSnapshot,
): { kind: 'rejected' | 'failed' | 'locked'; message: string } | null {
  const { message } = snapshot.context
  if (message === null) return null
  if (snapshot.matches('rejected')) return { kind: 'rejected', message }
  if (snapshot.matches('failed')) return { kind: 'failed', message }
  if (snapshot.matches('locked')) return { kind: 'locked', message }
  return null
}

/** The steps before and after the open one, for Back and Next. */
export function selectNeighbours(snapshot: CampaignWizardSnapshot): {
  previous: WizardStep | null
  next: WizardStep | null
} {
  const index = wizardSteps.indexOf(snapshot.context.step)
  return { previous: wizardSteps[index - 1] ?? null, next: wizardSteps[index + 1] ?? null }
}
