import type { EventObject } from 'xstate'
import { type ToastInput, toastMachine } from '../../../src/machines/toast'
import { defineMachineModel } from '../support/machineModel'

export const toastModelInput: ToastInput = {
  id: 'toast-1',
  type: 'success',
  message: 'Saved',
  actionLabel: 'Undo',
}

export const toastModel = defineMachineModel(toastMachine, {
  input: toastModelInput,
  events: [
    { type: 'toast.hover' },
    { type: 'toast.leave' },
    { type: 'toast.focus' },
    { type: 'toast.blur' },
    { type: 'toast.close' },
    { type: 'toast.act' },
    { type: 'xstate.done.actor.runAction' },
    { type: 'xstate.error.actor.runAction' },
  ] as EventObject[] as never,
})
