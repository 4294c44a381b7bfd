import { getCountries } from 'libphonenumber-js/min'
import type { SelectOption } from '../../design/Select'

/** Every country, named in the given locale and sorted by that name. */
export function countryChoices(locale: string): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return getCountries()
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** What a team mostly does with Switchboard (stored as the profile's use case). */
export const useCases: readonly SelectOption[] = [
  { id: 'SMS campaigns', name: 'SMS campaigns' },
  { id: 'AI voice agents and calls', name: 'AI voice agents and calls' },
  { id: 'SMS and voice routing', name: 'SMS and voice routing' },
  { id: 'Several of these', name: 'Several of these' },
]
