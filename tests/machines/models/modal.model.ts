import type { EventObject } from 'xstate'
import { modalMachine } from '../../../src/machines/modal'
import { defineMachineModel } from '../support/machineModel'

export const modalModel = defineMachineModel(modalMachine, {
  events: [
    { type: 'modal.open', modalType: 'danger' },
    { type: 'modal.close' },
    { type: 'modal.confirm' },
    { type: 'xstate.done.actor.confirm' },
    { type: 'xstate.error.actor.confirm' },
  ] as EventObject[] as never,
})
