import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { preferencesMachine } from '../../../src/machines/preferences'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

export const preferencesModel = defineMachineModel(preferencesMachine, {
  // Whether choices wait to be sent decides where a finished save goes.
  stateKey: (snapshot: AnyMachineSnapshot) =>
    `${stateKeyOf(snapshot)}${snapshot.context.pending ? ' (more to send)' : ''}`,
  events: [
    { type: 'preferences.change', changes: { locale: 'ar' } },
    { type: 'preferences.retry' },
    {
      type: 'xstate.done.actor.save',
      output: { id: 'user-1', preferences: { locale: 'ar' } },
    },
    { type: 'xstate.error.actor.save', error: new Error('offline') },
  ] as EventObject[] as never,
})
