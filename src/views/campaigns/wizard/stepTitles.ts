import type { WizardStep } from '../../../machines/campaignWizard'

export const stepTitles: Record<WizardStep, string> = {
  recipients: 'Recipients',
  content: 'Content',
  schedule: 'Schedule',
  review: 'Review',
}
