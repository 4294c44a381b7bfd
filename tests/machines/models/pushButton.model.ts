import type { EventObject } from 'xstate'
import { pushButtonMachine } from '../../../src/machines/pushButton'
import { defineMachineModel } from '../support/machineModel'

export const pushButtonModel = defineMachineModel(pushButtonMachine, {
  events: [
    { type: 'pushButton.press' },
    { type: 'pushButton.disable' },
    { type: 'pushButton.enable' },
    { type: 'pushButton.hold' },
    { type: 'pushButton.release' },
    { type: 'xstate.done.actor.press' },
    { type: 'xstate.error.actor.press' },
  ] as EventObject[] as never,
})
