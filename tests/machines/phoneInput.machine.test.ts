import { expect } from 'vitest'
import { type AnyMachineSnapshot, fromPromise } from 'xstate'
import { type CountryCode, phoneInputMachine } from '../../src/machines/phoneInput'
import { countryListModel } from './models/countryList.model'
import { phoneInputModel } from './models/phoneInput.model'
import { describeModel } from './support/describeModel'

/** The pending country lookup of the running test, settled by the model's done and error events. */
let lookup: { resolve: (country: CountryCode | null) => void; reject: (error: Error) => void }

const testMachine = phoneInputMachine.provide({
  actors: {
    detectCountry: fromPromise<CountryCode | null>(
      () =>
        new Promise((resolve, reject) => {
          lookup = { resolve, reject }
        }),
    ),
  },
})

describeModel('phoneInput', {
  ...phoneInputModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.detectCountry': (_actor, event) => {
      lookup.resolve((event as unknown as { output: CountryCode }).output)
    },
    'xstate.error.actor.detectCountry': () => lookup.reject(new Error('offline')),
  },
  states: Object.fromEntries(
    ['detecting', 'settled'].flatMap((detection) =>
      ['pristine', 'editing', 'checked'].map((number) => [
        `detection.${detection} + number.${number}`,
        (snapshot: AnyMachineSnapshot) => {
          expect(snapshot.hasTag('detecting')).toBe(detection === 'detecting')
          expect(snapshot.hasTag('checked')).toBe(number === 'checked')
          if (number === 'editing') expect(snapshot.context.text).not.toBe('')
          if (number !== 'checked') expect(snapshot.context.error).not.toBe('required')
        },
      ]),
    ),
  ),
})

describeModel('countryList', {
  ...countryListModel,
  states: Object.fromEntries(
    ['closed', 'open'].flatMap((list) =>
      ['idle', 'finding'].map((finder) => [
        `list.${list} + finder.${finder}`,
        (snapshot: AnyMachineSnapshot) => {
          expect(snapshot.hasTag('open')).toBe(list === 'open')
          expect(snapshot.context.search === '').toBe(finder === 'idle')
        },
      ]),
    ),
  ),
})
