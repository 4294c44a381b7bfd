export { type CampaignWizardActorDeps, createCampaignWizardActors } from './campaignWizard.actors'
export {
  type CampaignWizardContext,
  type CampaignWizardEvent,
  type CampaignWizardInput,
  type CampaignWizardMachine,
  type CampaignWizardRef,
  type CampaignWizardSnapshot,
  campaignWizardMachine,
  type SaveOutcome,
} from './campaignWizard.machine'
export {
  draftOf,
  requestOf,
  type ScheduleKind,
  stepOfRequirement,
  type Weekday,
  type WizardDraft,
  type WizardStep,
  wizardSteps,
} from './draft'
export {
  selectCampaign,
  selectDraft,
  selectFieldErrors,
  selectHasUnsavedChanges,
  selectIsLocked,
  selectIsSaving,
  selectNeighbours,
  selectSaveAlert,
  selectStep,
} from './selectors'
