import { useSelector } from '@xstate/react'
import {
  type CampaignWizardRef,
  selectDraft,
  selectFieldErrors,
  type WizardDraft,
  type WizardStep,
} from '../../../machines/campaignWizard'

const sameMessages = (a: string[], b: string[]) =>
  a.length === b.length && a.every((message, index) => message === b[index])

/** What a step reads and does: the draft, a change to it, and opening another step. */
export function useWizard(actor: CampaignWizardRef) {
  return {
    draft: useSelector(actor, selectDraft),
    change: (patch: Partial<WizardDraft>) => actor.send({ type: 'wizard.change', patch }),
    goTo: (step: WizardStep) => actor.send({ type: 'wizard.goTo', step }),
  }
}

/** The last 422's messages for an API field and everything under it (`targets.tags.0`). */
export const useFieldErrors = (actor: CampaignWizardRef, field: string) =>
  useSelector(actor, selectFieldErrors(field), sameMessages)
