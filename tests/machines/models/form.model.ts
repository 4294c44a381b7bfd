import type { EventObject } from 'xstate'
import type { Rejection } from '../../../src/contract/result'
import { formMachine } from '../../../src/machines/form'
import { defineMachineModel } from '../support/machineModel'

export const formRejection: Rejection = {
  ok: false,
  status: 422,
  validation: {
    message: 'The email field is required.',
    errors: { email: ['The email field is required.'] },
  },
}

export const formModel = defineMachineModel(formMachine, {
  events: [
    { type: 'form.submit', values: { email: 'ada@example.test' } },
    { type: 'form.edit', field: 'email' },
    { type: 'xstate.done.actor.submit', output: { ok: true, data: {} } },
    { type: 'xstate.done.actor.submit', output: formRejection },
    {
      type: 'xstate.done.actor.submit',
      output: { ok: false, status: 429, error: { message: 'Too many attempts.' } },
    },
    { type: 'xstate.error.actor.submit', error: new Error('offline') },
  ] as unknown as EventObject[] as never,
})
