import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { SmsCampaignUpdateRequest } from '../../src/contract/sms-campaign'
import {
  campaignWizardMachine,
  createCampaignWizardActors,
  type SaveOutcome,
  selectDraft,
  selectFieldErrors,
  selectHasUnsavedChanges,
  selectIsSaving,
  selectNeighbours,
  selectSaveAlert,
  selectStep,
} from '../../src/machines/campaignWizard'
import {
  campaignWizardModel,
  draftCampaign,
  savedCampaign,
  withSegment,
} from './models/campaignWizard.model'
import { describeModel } from './support/describeModel'

interface Pending {
  resolve: (outcome: SaveOutcome) => void
  reject: (error: Error) => void
}
let answer: Pending

const testMachine = campaignWizardMachine.provide({
  actors: {
    save: fromPromise<SaveOutcome, { id: string; request: SmsCampaignUpdateRequest }>(
      () => new Promise((resolve, reject) => (answer = { resolve, reject })),
    ),
  },
})

const view = (snapshot: AnyMachineSnapshot) => snapshot as never
const shows =
  (expected: {
    unsaved: boolean
    saving: boolean
    alert: 'rejected' | 'failed' | 'locked' | null
  }) =>
  (snapshot: AnyMachineSnapshot) => {
    expect(selectHasUnsavedChanges(view(snapshot))).toBe(expected.unsaved)
    expect(selectIsSaving(view(snapshot))).toBe(expected.saving)
    expect(selectSaveAlert(view(snapshot))?.kind ?? null).toBe(expected.alert)
  }

describeModel('campaignWizard', {
  ...campaignWizardModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.save': (_actor, event) =>
      answer.resolve((event as unknown as { output: SaveOutcome }).output),
    'xstate.error.actor.save': () => answer.reject(new Error('offline')),
  },
  states: {
    clean: shows({ unsaved: false, saving: false, alert: null }),
    dirty: shows({ unsaved: true, saving: false, alert: null }),
    saving: shows({ unsaved: true, saving: true, alert: null }),
    rejected: (snapshot) => {
      shows({ unsaved: true, saving: false, alert: 'rejected' })(snapshot)
      expect(selectFieldErrors('targets')(view(snapshot))).toEqual(['The segment was not found.'])
    },
    failed: (snapshot) => {
      shows({ unsaved: true, saving: false, alert: 'failed' })(snapshot)
      expect(snapshot.can({ type: 'wizard.retry' })).toBe(true)
    },
    locked: (snapshot) => {
      shows({ unsaved: false, saving: false, alert: 'locked' })(snapshot)
      expect(snapshot.status).toBe('done')
    },
  },
})

const start = (save: (request: SmsCampaignUpdateRequest) => Promise<SaveOutcome>) =>
  createActor(
    campaignWizardMachine.provide({
      actors: createCampaignWizardActors({ save: (_id, request) => save(request) }),
    }),
    { input: { campaign: draftCampaign, step: 'recipients', defaultZone: 'Asia/Tokyo' } },
  ).start()

describe('the campaign wizard', () => {
  it('opens another step at once when nothing changed', () => {
    const save = vi.fn()
    const actor = start(save)
    actor.send({ type: 'wizard.goTo', step: 'content' })
    expect(selectStep(actor.getSnapshot())).toBe('content')
    expect(selectNeighbours(actor.getSnapshot())).toEqual({
      previous: 'recipients',
      next: 'schedule',
    })
    expect(save).not.toHaveBeenCalled()
  })

  it("saves the step's own fields before opening the next, and is clean after", async () => {
    const save = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true, data: savedCampaign }))
    const actor = start(save)
    actor.send({ type: 'wizard.change', patch: { targets: withSegment } })
    actor.send({ type: 'wizard.goTo', step: 'content' })
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('content'))
    expect(save).toHaveBeenCalledWith({ targets: withSegment })
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false)
  })

  it('keeps what was typed on a 422 and drops a message once its field changes', async () => {
    const actor = start(async () => ({
      ok: false,
      status: 422,
      validation: {
        message: 'The throttle per minute field must be at least 1.',
        errors: {
          throttle_per_minute: ['The throttle per minute field must be at least 1.'],
          'quiet_hours.end': ['The quiet hours must end at another time than they start.'],
        },
      },
    }))
    actor.send({ type: 'wizard.goTo', step: 'schedule' })
    actor.send({
      type: 'wizard.change',
      patch: { throttle: '0', quietHours: true, quietStart: '22:00', quietEnd: '22:00' },
    })
    actor.send({ type: 'wizard.goTo', step: 'review' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('rejected')).toBe(true))
    expect(selectStep(actor.getSnapshot())).toBe('schedule')
    expect(selectDraft(actor.getSnapshot()).throttle).toBe('0')
    actor.send({ type: 'wizard.change', patch: { throttle: '60' } })
    expect(selectFieldErrors('throttle_per_minute')(actor.getSnapshot())).toEqual([])
    expect(selectFieldErrors('quiet_hours')(actor.getSnapshot())).toHaveLength(1)
  })

  it("offers the browser's zone to a campaign on the server's UTC default", () => {
    const actor = createActor(campaignWizardMachine, {
      input: {
        campaign: { ...draftCampaign, time_zone: 'UTC' },
        step: 'schedule',
        defaultZone: 'Asia/Tokyo',
      },
    }).start()
    expect(selectDraft(actor.getSnapshot()).time_zone).toBe('Asia/Tokyo')
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true)
  })
})
