import { expect } from 'vitest'
import { type AnyMachineSnapshot, fromPromise } from 'xstate'
import {
  type CountryCode,
  countryListMachine,
  phoneInputMachine,
} from '../../src/machines/phoneInput'
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
  machine: testMachine,
  input: { options: { autoDetect: true, preferredCountries: ['GB'], excludedCountries: ['KP'] } },
  events: [
    { type: 'phone.type', text: '020 7946 0018' },
    { type: 'phone.type', text: '+33 1 23 45 67 89' },
    { type: 'phone.type', text: '12a' },
    { type: 'phone.selectCountry', country: 'FR' },
    { type: 'phone.selectCountry', country: 'KP' },
    { type: 'phone.blur' },
    // biome-ignore lint/suspicious/noExplicitAny: the invoked lookup's own completion events
    { type: 'xstate.done.actor.detectCountry', output: 'DE' } as any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    { type: 'xstate.error.actor.detectCountry', error: new Error('offline') } as any,
  ],
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
  machine: countryListMachine,
  input: {
    locale: 'en',
    countries: [
      { code: 'FR', name: 'France', dialCode: '+33' },
      { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
    ],
  },
  events: [
    { type: 'countryList.open', spaceBelow: 500 },
    { type: 'countryList.open', spaceBelow: 120 },
    { type: 'countryList.close' },
    { type: 'countryList.find', key: 'u' },
    { type: 'countryList.setCountries', countries: [] },
  ],
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
