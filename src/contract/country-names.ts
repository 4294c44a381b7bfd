import { getCountries } from 'libphonenumber-js/min'

/**
 * Countries named in the interface's language and sorted by that name: the one source of every
 * country picker (the phone input, the onboarding profile, the import mapping, feeds, sender
 * ids), so a country is called alike wherever it is chosen. The server's list gives the codes;
 * its English names are not shown.
 */
export function namedCountries<Code extends string>(
  locale: string,
  codes: readonly Code[],
): { code: Code; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The countries as a picker's options (`id` is the code); every country a phone can have by default. */
export function countryChoices(
  locale: string,
  codes: readonly string[] = getCountries(),
): { id: string; name: string }[] {
  return namedCountries(locale, codes).map(({ code, name }) => ({ id: code, name }))
}
