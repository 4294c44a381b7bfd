import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { isRejection, type Result } from '../../contract/result'
import type { SmsCampaignResource } from '../../contract/sms-campaign'
import { placeholdersFor } from '../placeholder'
import { problemMessage, rejectionOf } from '../problems'
import type { createCampaignWizardActors } from './campaignWizard.actors'
import {
  draftOf,
  errorsAfterChange,
  isStepChanged,
  requestOf,
  type WizardDraft,
  type WizardStep,
  withStepOf,
} from './draft'

/** The answer of PUT sms/campaigns/{id} (spec §8: 422 is a value). */
export type SaveOutcome = Result<SmsCampaignResource>

export interface CampaignWizardInput {
  campaign: SmsCampaignResource
  step: WizardStep
  /** The zone a campaign still on the server's UTC default is offered (the browser's). */
  defaultZone: string
}

export interface CampaignWizardContext {
  campaign: SmsCampaignResource
  step: WizardStep
  /** Where the wizard goes once the save under way succeeds. */
  target: WizardStep
  draft: WizardDraft
  /** The draft as the server last stored it. */
  saved: WizardDraft
  /** Each field's messages from the last 422 (API field names: `quiet_hours.end`). */
  fieldErrors: Record<string, string[]>
  /** The 422 summary, or why the save failed. */
  message: string | null
}

export type CampaignWizardEvent =
  | { type: 'wizard.change'; patch: Partial<WizardDraft> }
  /** Opens a step; unsaved changes of the current one are saved first. */
  | { type: 'wizard.goTo'; step: WizardStep }
  | { type: 'wizard.save' }
  | { type: 'wizard.retry' }

/** The campaign is no longer a draft (sent from elsewhere): the server refuses edits with 409. */
const lockedStatus = 409

const moved = { target: '#campaignWizard.checking' } as const

/**
 * The create/edit wizard of a draft SMS campaign. It holds the draft; each step's changes are
 * saved (PUT, that step's fields only) before another step opens, or on `wizard.save`. `clean`
 * and `dirty` say whether the open step differs from what the server holds; a 422 keeps the
 * draft and shows the messages at the fields (`rejected`); another failure can be retried
 * (`failed`); a 409 means the campaign left draft (`locked`: the page shows it read-only).
 */
export const campaignWizardMachine = setup({
  types: {
    context: {} as CampaignWizardContext,
    events: {} as CampaignWizardEvent,
    input: {} as CampaignWizardInput,
  },
  actors: placeholdersFor<typeof createCampaignWizardActors>(['save']),
  actions: {
    applyChange: assign(({ context }, params: { patch: Partial<WizardDraft> }) => ({
      draft: { ...context.draft, ...params.patch },
      fieldErrors: errorsAfterChange(
        context.fieldErrors,
        Object.keys(params.patch) as (keyof WizardDraft)[],
      ),
    })),
    openStep: assign((_, params: { step: WizardStep }) => ({
      step: params.step,
      target: params.step,
      fieldErrors: {},
      message: null,
    })),
    aimAt: assign({ target: (_, params: { step: WizardStep }) => params.step }),
    clearMessage: assign({ message: null }),
    storeSaved: assign(({ context }, params: { outcome: SaveOutcome }) => {
      if (!params.outcome.ok) return {}
      const campaign = params.outcome.data
      const saved = draftOf(campaign)
      return {
        campaign,
        saved,
        // What the server stored (tags as the team spells them, ids in order) replaces the step.
        draft: withStepOf(context.draft, saved, context.step),
        step: context.target,
        fieldErrors: {},
        message: null,
      }
    }),
    storeRejection: assign((_, params: { outcome: SaveOutcome }) => rejectionOf(params.outcome)),
    // No message to give ('') leaves the view to say the save failed in its own words.
    storeFailure: assign((_, params: { outcome?: SaveOutcome; error?: unknown }) => ({
      message: problemMessage(params.outcome, params.error, ''),
    })),
  },
  guards: {
    isStepChanged: ({ context }) => isStepChanged(context.draft, context.saved, context.step),
    isSaved: (_, params: { outcome: SaveOutcome }) => params.outcome.ok,
    isRejected: (_, params: { outcome: SaveOutcome }) => isRejection(params.outcome),
    isLocked: (_, params: { outcome: SaveOutcome }) =>
      !params.outcome.ok && params.outcome.status === lockedStatus,
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => {
    const draft = draftOf(input.campaign, input.defaultZone)
    return {
      campaign: input.campaign,
      step: input.step,
      target: input.step,
      draft,
      saved: draftOf(input.campaign),
      fieldErrors: {},
      message: null,
    }
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isStepChanged', target: 'dirty' }, { target: 'clean' }],
    },
    /** The open step is as the server holds it: another step opens at once. */
    clean: {
      on: {
        'wizard.change': {
          ...moved,
          actions: { type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) },
        },
        'wizard.goTo': {
          ...moved,
          actions: { type: 'openStep', params: ({ event }) => ({ step: event.step }) },
        },
      },
    },
    /** The open step has unsaved changes: leaving it saves them first. */
    dirty: {
      tags: ['unsaved'],
      on: {
        'wizard.change': {
          ...moved,
          actions: { type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) },
        },
        'wizard.goTo': {
          target: 'saving',
          actions: { type: 'aimAt', params: ({ event }) => ({ step: event.step }) },
        },
        'wizard.save': {
          target: 'saving',
          actions: { type: 'aimAt', params: ({ context }) => ({ step: context.step }) },
        },
      },
    },
    saving: {
      tags: ['unsaved', 'busy'],
      entry: 'clearMessage',
      // Typing goes on while the save is under way; what was sent decides the answer.
      on: {
        'wizard.change': {
          actions: { type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) },
        },
      },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          id: context.campaign.id,
          request: requestOf(context.draft, context.step),
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ outcome: event.output }) },
            ...moved,
            actions: { type: 'storeSaved', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ outcome: event.output }) },
            target: 'rejected',
            actions: { type: 'storeRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ outcome: event.output }) },
            target: 'locked',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The server refused values: its messages stand at the fields until they change. */
    rejected: {
      tags: ['unsaved'],
      on: {
        'wizard.goTo': {
          target: 'saving',
          actions: { type: 'aimAt', params: ({ event }) => ({ step: event.step }) },
        },
        'wizard.change': {
          ...moved,
          actions: { type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) },
        },
        'wizard.save': {
          target: 'saving',
          actions: { type: 'aimAt', params: ({ context }) => ({ step: context.step }) },
        },
      },
    },
    /** The save did not get through (offline, a server error): the same changes may be sent again. */
    failed: {
      tags: ['unsaved'],
      on: {
        'wizard.retry': 'saving',
        'wizard.goTo': {
          target: 'saving',
          actions: { type: 'aimAt', params: ({ event }) => ({ step: event.step }) },
        },
        'wizard.change': {
          ...moved,
          actions: { type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) },
        },
      },
    },
    /** The campaign left draft while it was edited: nothing more can be saved here. */
    locked: { type: 'final' },
  },
})

export type CampaignWizardMachine = typeof campaignWizardMachine
export type CampaignWizardRef = ActorRefFrom<CampaignWizardMachine>
export type CampaignWizardSnapshot = SnapshotFrom<CampaignWizardMachine>
