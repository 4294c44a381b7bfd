import { fromPromise } from 'xstate'
import { http } from '../../contract/constants'
import { geoPaths } from '../../contract/routes'
import { type CountryCode, parseCountryLookup } from './phoneRules'

export interface PhoneInputActorDeps {
  /** The country-by-IP service; it answers '1' followed by a two-letter code. */
  countryLookupUrl?: string
  fetch?: typeof globalThis.fetch
}

export const defaultCountryLookupUrl = `${http.apiBase}${http.apiVersion}/${geoPaths.country}`

/** The real actors of the phone input machine, for `phoneInputMachine.provide({ actors })`. */
export function createPhoneInputActors(deps: PhoneInputActorDeps = {}) {
  const url = deps.countryLookupUrl ?? defaultCountryLookupUrl
  const fetchText = deps.fetch ?? globalThis.fetch.bind(globalThis)
  return {
    // A failed or odd answer is not an error for the user: the input falls back to its defaults.
    detectCountry: fromPromise<CountryCode | null>(async ({ signal }) => {
      const response = await fetchText(url, { signal, credentials: 'include' })
      return response.ok ? parseCountryLookup(await response.text()) : null
    }),
  }
}
