import type { EventObject } from 'xstate'
import { phoneInputMachine } from '../../../src/machines/phoneInput'
import { defineMachineModel } from '../support/machineModel'

export const phoneInputModel = defineMachineModel(phoneInputMachine, {
  input: { options: { autoDetect: true, preferredCountries: ['GB'], excludedCountries: ['KP'] } },
  events: [
    { type: 'phone.type', text: '020 7946 0018' },
    { type: 'phone.type', text: '+33 1 23 45 67 89' },
    { type: 'phone.type', text: '12a' },
    { type: 'phone.selectCountry', country: 'FR' },
    { type: 'phone.selectCountry', country: 'KP' },
    { type: 'phone.blur' },
    { type: 'xstate.done.actor.detectCountry', output: 'DE' },
    { type: 'xstate.error.actor.detectCountry', error: new Error('offline') },
  ] as EventObject[] as never,
})
