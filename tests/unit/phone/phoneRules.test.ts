import { describe, expect, it } from 'vitest'
import { findCountry, placementFor } from '../../../src/machines/phoneInput/countryFinder'
import {
  analysePhone,
  type CountryCode,
  countryOfDialCode,
  countryOptions,
  type DisplayMode,
  explicitDefaultCountry,
  formatAsTyped,
  isCountryAllowed,
  isRefusedText,
  needsDetection,
  type PhoneError,
  type PhoneOptions,
  parseCountryLookup,
  resolveDefaultCountry,
} from '../../../src/machines/phoneInput/phoneRules'

describe('characters: digits, spaces, parentheses, plus and minus when restricted', () => {
  it.each([
    ['+44 (20) 7946-0018', {}, false],
    ['020 7946 0018', { restrictCharacters: true }, false],
    ['020.7946.0018', {}, true],
    ['020 7946 0018 ext 1', {}, true],
    ['0207946001８', {}, true],
    ['020.7946.0018', { restrictCharacters: false }, false],
    ['1'.repeat(250), {}, false],
    ['1'.repeat(251), {}, true],
    ['1'.repeat(251), { restrictCharacters: false }, true],
  ] as [string, PhoneOptions, boolean][])('%s with %o is refused: %s', (text, options, refused) => {
    expect(isRefusedText(text, options)).toBe(refused)
  })
})

describe('validation against the active country', () => {
  it.each<[string, CountryCode | null, PhoneOptions, PhoneError | null]>([
    ['020 7946 0018', 'GB', {}, null],
    ['020 7946 0018', 'FR', {}, 'invalid'],
    ['01 23 45 67 89', 'FR', {}, null],
    ['+33 1 23 45 67 89', 'GB', {}, null],
    ['', 'GB', {}, null],
    ['', 'GB', { required: true }, 'required'],
    ['7', 'GB', {}, 'tooShort'],
    ['+7', 'GB', {}, 'tooShort'],
    ['79', 'GB', {}, 'invalid'],
    ['1'.repeat(17), 'GB', {}, 'invalid'],
    ['1'.repeat(18), 'GB', {}, 'tooLong'],
    ['+33 1 23 45 67 89', 'GB', { excludedCountries: ['FR'] }, 'countryNotAllowed'],
    ['+33 1 23 45 67 89', 'GB', { allowedCountries: ['GB', 'DE'] }, 'countryNotAllowed'],
    ['+33 1 23 45 67 89', 'GB', { allowedCountries: ['GB', 'FR'] }, null],
    ['020 7946 0018', 'GB', { pattern: '0\\d{2} \\d{4} \\d{4}' }, null],
    ['02079460018', 'GB', { pattern: '0\\d{2} \\d{4} \\d{4}' }, 'patternMismatch'],
    ['020 7946 0018', null, {}, 'invalid'],
  ])('%s in %s with %o: %s', (text, country, options, error) => {
    expect(analysePhone(text, country, options).error).toBe(error)
  })
})

describe('a number starting with + is parsed internationally, otherwise with the active country', () => {
  it.each([
    ['+44 20 7946 0018', 'FR', 'GB', '44', '2079460018'],
    ['020 7946 0018', 'GB', 'GB', '44', '2079460018'],
    ['01 23 45 67 89', 'FR', 'FR', '33', '123456789'],
    ['  +1 212 555 0123', 'GB', 'US', '1', '2125550123'],
  ] as const)('%s with %s is %s (+%s) %s', (text, active, country, callingCode, national) => {
    const { value } = analysePhone(text, active, {})
    expect(value).toMatchObject({ country, countryCode: callingCode, nationalNumber: national })
  })
})

describe('the value yields country, countryCode, formatted, valid, possible and nationalNumber', () => {
  it.each<[DisplayMode, string]>([
    ['national', '020 7946 0018'],
    ['international', '+44 20 7946 0018'],
    ['E.164', '+442079460018'],
    ['RFC3966', 'tel:+442079460018'],
    ['IDD', '00 44 20 7946 0018'],
  ])('display mode %s: %s', (displayMode, formatted) => {
    expect(analysePhone('+44 20 7946 0018', 'FR', { displayMode }).value).toEqual({
      country: 'GB',
      countryCode: '44',
      formatted,
      valid: true,
      possible: true,
      nationalNumber: '2079460018',
    })
  })

  it('IDD without an active country falls back to the international form', () => {
    expect(analysePhone('+44 20 7946 0018', null, { displayMode: 'IDD' }).value.formatted).toBe(
      '+44 20 7946 0018',
    )
  })

  it('an unreadable number is neither valid nor possible', () => {
    expect(analysePhone('12', null, {}).value).toMatchObject({
      country: null,
      countryCode: null,
      valid: false,
      possible: false,
      formatted: '12',
      nationalNumber: '12',
    })
    expect(analysePhone('12', 'GB', {}).value).toMatchObject({ valid: false, possible: false })
  })
})

describe('auto-format as typed', () => {
  it.each([
    ['02079460018', '0207946001', 'GB', '020 7946 0018'],
    ['+442079460018', '+44207946001', null, '+44 20 7946 0018'],
    ['020 7946 001', '020 7946 0018', 'GB', '020 7946 001'],
  ] as const)('%s after %s in %s is %s', (text, previous, country, formatted) => {
    expect(formatAsTyped(text, previous, country)).toBe(formatted)
  })
})

describe('allowed and excluded countries', () => {
  it.each<[string, PhoneOptions, boolean]>([
    ['GB', {}, true],
    ['XX', {}, false],
    ['FR', { excludedCountries: ['FR'] }, false],
    ['FR', { allowedCountries: ['GB'] }, false],
    ['GB', { allowedCountries: ['GB'], excludedCountries: ['GB'] }, false],
    ['GB', { allowedCountries: [] }, true],
  ])('%s with %o is allowed: %s', (country, options, allowed) => {
    expect(isCountryAllowed(country, options)).toBe(allowed)
  })
})

describe('the default country: ISO code, dial code, detection, first preferred', () => {
  it.each<[PhoneOptions, CountryCode | null, CountryCode | null]>([
    [{ defaultCountry: 'de' }, 'FR', 'DE'],
    [{ defaultCountry: '+44' }, 'FR', 'GB'],
    [{ defaultCountry: '1' }, null, 'US'],
    [{ defaultCountry: '+999' }, 'FR', 'FR'],
    [{ defaultCountry: 'XX' }, null, null],
    [{}, 'FR', 'FR'],
    [{ preferredCountries: ['NL', 'BE'] }, null, 'NL'],
    [{ preferredCountries: ['NL', 'BE'], excludedCountries: ['NL'] }, null, 'BE'],
    [{ defaultCountry: 'FR', excludedCountries: ['FR'], preferredCountries: ['BE'] }, null, 'BE'],
    [{ allowedCountries: ['GB'] }, 'FR', null],
  ])('%o with %s detected is %s', (options, detected, country) => {
    expect(resolveDefaultCountry(options, detected)).toBe(country)
  })

  it.each<[PhoneOptions, boolean]>([
    [{ autoDetect: true }, true],
    [{ autoDetect: true, defaultCountry: 'GB' }, false],
    [{ autoDetect: true, defaultCountry: '+44' }, false],
    [{ autoDetect: true, defaultCountry: 'XX' }, true],
    [{}, false],
  ])('%o asks the lookup: %s', (options, detects) => {
    expect(needsDetection(options)).toBe(detects)
  })

  it.each([
    ['+44', 'GB'],
    ['7', 'RU'],
    ['+1', 'US'],
    ['+0', null],
    ['+1234', null],
    ['abc', null],
  ])('dial code %s is %s', (dialCode, country) => {
    expect(countryOfDialCode(dialCode)).toBe(country)
  })

  it('an explicit default outside the allowed list does not count', () => {
    expect(explicitDefaultCountry({ defaultCountry: 'GB', allowedCountries: ['FR'] })).toBeNull()
  })
})

describe("the country-by-IP answer is '1' followed by a two-letter code", () => {
  it.each([
    ['1US', 'US'],
    ['1gb', 'GB'],
    ['1DE\n', 'DE'],
    ['0US', null],
    ['1USA', null],
    ['1XX', null],
    ['US', null],
    ['', null],
    ['<html>', null],
  ])('%j is %s', (text, country) => {
    expect(parseCountryLookup(text)).toBe(country)
  })
})

describe('the country list', () => {
  it('puts the preferred countries first, in their order, then the rest by name', () => {
    const list = countryOptions('en', {
      preferredCountries: ['US', 'GB'],
      excludedCountries: ['FR'],
    })
    expect(list.slice(0, 3).map((country) => country.code)).toEqual(['US', 'GB', 'AF'])
    expect(list.find((country) => country.code === 'FR')).toBeUndefined()
    expect(list.filter((country) => country.code === 'GB')).toHaveLength(1)
    expect(list[1]).toEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44' })
  })

  it('offers only the allowed countries', () => {
    expect(countryOptions('en', { allowedCountries: ['GB', 'DE'] }).map((c) => c.code)).toEqual([
      'DE',
      'GB',
    ])
  })

  const countries = countryOptions('en', { preferredCountries: ['GB'] })
  it.each([
    ['u', 'GB'],
    ['uni', 'GB'],
    ['united s', 'US'],
    ['ger', 'DE'],
    ['+33', 'FR'],
    ['44', 'GB'],
    ['zzz', null],
    ['', null],
  ])('type-to-find %j finds %s', (search, code) => {
    expect(findCountry(countries, search, 'en')).toBe(code)
  })

  it.each([
    [0, 'top'],
    [199, 'top'],
    [200, 'bottom'],
    [640, 'bottom'],
  ])('with %ipx free below it opens at the %s', (spaceBelow, placement) => {
    expect(placementFor(spaceBelow)).toBe(placement)
  })
})
