export * from './countryFinder'
export type {
  CountryListContext,
  CountryListEvent,
  CountryListInput,
  CountryListMachine,
} from './countryList.machine'
export { countryListMachine } from './countryList.machine'
export * from './phoneInput.actors'
export type {
  PhoneInputContext,
  PhoneInputEvent,
  PhoneInputInput,
  PhoneInputMachine,
} from './phoneInput.machine'
export { phoneInputMachine } from './phoneInput.machine'
export * from './phoneRules'
export * from './selectors'
