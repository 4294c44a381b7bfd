import { toastQueueMachine } from '../../../src/machines/toast'
import { defineMachineModel } from '../support/machineModel'

export const toastQueueModel = defineMachineModel(toastQueueMachine, {
  events: [
    { type: 'toasts.notify', toast: { type: 'info', message: 'Saved' } },
    { type: 'toasts.dismiss', id: 'toast-1' },
    { type: 'toasts.dismiss', id: 'toast-unknown' },
    { type: 'toasts.clear' },
    { type: 'toasts.configure', preferences: { durationScale: 2 } },
  ],
})
