import { getCountries } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { countryChoices } from '../../../src/contract/country-names'
import { countryOptions } from '../../../src/machines/phoneInput/phoneRules'

/** Issue 14, item 11: one name per country in every picker, in the interface language. */
describe('country names', () => {
  it.each(['en', 'ar', 'fa'])(
    'are the same in the phone input and the other pickers (%s)',
    (locale) => {
      const phone = countryOptions(locale, {}).map(({ code, name }) => ({ id: code, name }))
      expect(phone).toEqual(countryChoices(locale))
    },
  )

  it('are in the interface language, sorted by its collation', () => {
    const names = countryChoices('fa', ['GB', 'DE', 'FR']).map((choice) => choice.name)
    const collator = new Intl.Collator('fa')
    expect(names).toEqual([...names].sort(collator.compare))
    expect(names).toContain(new Intl.DisplayNames(['fa'], { type: 'region' }).of('GB'))
    expect(countryChoices('en')).toHaveLength(getCountries().length)
  })
})
