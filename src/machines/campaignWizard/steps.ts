/**
 * The wizard's steps, in order; the step is in the URL (`?step=`). Apart from the draft's
 * contract types so the route's search validation, which the entry chunk holds, stays light.
 */
export const wizardSteps = ['recipients', 'content', 'schedule', 'review'] as const
export type WizardStep = (typeof wizardSteps)[number]
