import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { failure, type Result, success } from '../../src/contract/result'
import type { UserPreferences, UserResource } from '../../src/contract/user'
import {
  createPreferencesActors,
  preferencesMachine,
  selectPreferencesProblem,
  selectPreferencesStatus,
} from '../../src/machines/preferences'
import { preferencesModel } from './models/preferences.model'
import { describeModel } from './support/describeModel'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let saveAnswer: Pending<UserResource>
const applyChanges = vi.fn()
const reportSaved = vi.fn()

const testMachine = preferencesMachine.provide({
  actors: {
    save: fromPromise<UserResource, UserPreferences>(
      () => new Promise((resolve, reject) => (saveAnswer = { resolve, reject })),
    ),
  },
  actions: { applyChanges, reportSaved },
})

const shows =
  (status: ReturnType<typeof selectPreferencesStatus>) => (snapshot: AnyMachineSnapshot) => {
    expect(selectPreferencesStatus(snapshot as never)).toBe(status)
    expect(selectPreferencesProblem(snapshot as never)).toBe(status === 'failed' ? 'offline' : null)
  }

describeModel('preferences', {
  ...preferencesModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.save': () =>
      saveAnswer.resolve({ id: 'user-1', preferences: { locale: 'ar' } } as UserResource),
    'xstate.error.actor.save': () => saveAnswer.reject(new Error('offline')),
  },
  states: {
    idle: (snapshot) => {
      shows('saved')(snapshot)
      expect(snapshot.context.sending).toBeNull()
    },
    saving: (snapshot) => {
      shows('saving')(snapshot)
      expect(snapshot.context.sending).toEqual({ locale: 'ar' })
      expect(applyChanges).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ changes: { locale: 'ar' } }),
      )
    },
    'saving (more to send)': (snapshot) => {
      shows('saving')(snapshot)
      expect(snapshot.context.pending).toEqual({ locale: 'ar' })
    },
    'failed (more to send)': (snapshot) => {
      shows('failed')(snapshot)
      expect(snapshot.context.pending).toEqual({ locale: 'ar' })
    },
  },
})

describe('the preferences', () => {
  function start(save: Parameters<typeof createPreferencesActors>[0]['save']) {
    const saved = vi.fn()
    const applied = vi.fn()
    const actor = createActor(
      preferencesMachine.provide({
        actors: createPreferencesActors({ save }),
        actions: {
          applyChanges: (_, { changes }) => applied(changes),
          reportSaved: (_, { user }) => saved(user.preferences),
        },
      }),
    ).start()
    return { actor, saved, applied }
  }

  it('apply each choice at once and send the ones made meanwhile together, last one winning', async () => {
    const answers: Array<(user: UserResource) => void> = []
    const save = vi.fn(
      (preferences: UserPreferences) =>
        new Promise<{ ok: true; data: UserResource }>((resolve) =>
          answers.push((user) => resolve({ ok: true, data: { ...user, preferences } })),
        ),
    )
    const { actor, saved, applied } = start(save)
    actor.send({ type: 'preferences.change', changes: { locale: 'ar' } })
    actor.send({ type: 'preferences.change', changes: { locale: 'fa' } })
    actor.send({ type: 'preferences.change', changes: { toast_duration: '2' } })
    expect(applied.mock.calls.map(([changes]) => changes)).toEqual([
      { locale: 'ar' },
      { locale: 'fa' },
      { toast_duration: '2' },
    ])
    expect(save).toHaveBeenCalledTimes(1)
    answers[0]?.({ id: 'user-1' } as UserResource)
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1]?.[0]).toEqual({ locale: 'fa', toast_duration: '2' })
    // The first answer is not handed on: it would undo the choices made since.
    expect(saved).not.toHaveBeenCalled()
    answers[1]?.({ id: 'user-1' } as UserResource)
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ locale: 'fa', toast_duration: '2' }),
    )
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('keep a failed save to send again, under any newer choice', async () => {
    const save = vi
      .fn<(preferences: UserPreferences) => Promise<Result<UserResource>>>()
      .mockResolvedValueOnce(failure('The service is unavailable.', 503))
      .mockImplementation(async (preferences) =>
        success({ id: 'user-1', preferences } as UserResource),
      )
    const { actor, saved } = start(save as never)
    actor.send({ type: 'preferences.change', changes: { locale: 'ar', toast_duration: '4' } })
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true))
    expect(selectPreferencesProblem(actor.getSnapshot())).toBe('The service is unavailable.')
    actor.send({ type: 'preferences.change', changes: { locale: 'en' } })
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ locale: 'en', toast_duration: '4' }),
    )
  })
})
