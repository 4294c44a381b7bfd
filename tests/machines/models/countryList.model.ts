import { countryListMachine } from '../../../src/machines/phoneInput'
import { defineMachineModel } from '../support/machineModel'

export const countryListModel = defineMachineModel(countryListMachine, {
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
})
