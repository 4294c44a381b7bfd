import { phoneInput } from '../../contract/constants'

/** What the country list needs of a country; free of phone metadata. */
export interface FindableCountry {
  code: string
  name: string
  dialCode: string
}

export type ListPlacement = 'top' | 'bottom'

/** The list opens above the field when less than the threshold is free below it. */
export const placementFor = (spaceBelow: number): ListPlacement =>
  spaceBelow < phoneInput.openAboveBelowPx ? 'top' : 'bottom'

/**
 * Type-to-find: the first country whose name starts with the typed text, or, for digits and a
 * plus, whose dial code does.
 */
export function findCountry(
  countries: readonly FindableCountry[],
  search: string,
  locale: string,
): string | null {
  const typed = search.trim().toLocaleLowerCase(locale)
  if (!typed) return null
  const dialing = /^\+?\d+$/.test(typed)
  const match = countries.find((country) =>
    dialing
      ? country.dialCode.startsWith(typed.startsWith('+') ? typed : `+${typed}`)
      : country.name.toLocaleLowerCase(locale).startsWith(typed),
  )
  return match?.code ?? null
}
