import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/min/metadata'
import { phoneInput } from '../../contract/constants'
import { namedCountries } from '../../contract/country-names'

/**
 * The phone input's rules (spec §5) on libphonenumber-js with its smallest metadata. This module
 * carries the metadata: only code behind the phone input's lazy boundary may import it.
 */

export type { CountryCode }

export const displayModes = ['national', 'international', 'E.164', 'RFC3966', 'IDD'] as const
export type DisplayMode = (typeof displayModes)[number]

export interface PhoneOptions {
  /** An ISO code ('GB') or a dial code ('+44', '44'). */
  defaultCountry?: string
  /** Ask the country-by-IP lookup when no default country is given. @default false */
  autoDetect?: boolean
  /** Only these countries, when given. */
  allowedCountries?: readonly CountryCode[]
  /** Never these countries (the spec's "ignored countries"). */
  excludedCountries?: readonly CountryCode[]
  /** Listed first, in this order; the first one is the last-resort default. */
  preferredCountries?: readonly CountryCode[]
  /** Format as the user types and on leaving the field. @default true */
  autoFormat?: boolean
  /** @default 'international' */
  displayMode?: DisplayMode
  /** Refuse text with characters other than digits, spaces, parentheses, plus and minus. @default true */
  restrictCharacters?: boolean
  /** A regular expression the whole text must match. */
  pattern?: string
  /** @default false */
  required?: boolean
}

export type PhoneError =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'countryNotAllowed'
  | 'patternMismatch'
  | 'invalid'

/** What the phone input yields (spec §3). */
export interface PhoneValue {
  country: CountryCode | null
  /** The calling code, without the plus: '44'. */
  countryCode: string | null
  formatted: string
  valid: boolean
  possible: boolean
  nationalNumber: string
}

export interface PhoneAnalysis {
  value: PhoneValue
  error: PhoneError | null
}

const allowedCharacters = /^[\d\s()+-]*$/

/** Text the input refuses outright, keeping what it had: too long, or a forbidden character. */
export function isRefusedText(text: string, options: PhoneOptions): boolean {
  if (text.length > phoneInput.maxTextLength) return true
  return (options.restrictCharacters ?? true) && !allowedCharacters.test(text)
}

export const countDigits = (text: string) => text.replace(/\D/g, '').length

export function isCountryAllowed(country: string, options: PhoneOptions): country is CountryCode {
  if (!isSupportedCountry(country as CountryCode, metadata)) return false
  if (options.excludedCountries?.includes(country as CountryCode)) return false
  const allowed = options.allowedCountries
  return !allowed?.length || allowed.includes(country as CountryCode)
}

const isInternational = (text: string) => text.trimStart().startsWith('+')

/** A number starting with + is parsed internationally, anything else with the active country. */
export function parseNumber(text: string, country: CountryCode | null): PhoneNumber | undefined {
  if (isInternational(text)) return parsePhoneNumberFromString(text, metadata)
  return country
    ? parsePhoneNumberFromString(text, { defaultCountry: country }, metadata)
    : undefined
}

export function formatNumber(
  number: PhoneNumber,
  mode: DisplayMode,
  fromCountry: CountryCode | null,
): string {
  switch (mode) {
    case 'national':
      return number.formatNational()
    case 'international':
      return number.formatInternational()
    case 'E.164':
      return number.format('E.164')
    case 'RFC3966':
      return number.getURI()
    case 'IDD':
      // IDD needs a country to dial from; without one, the international form stands in.
      return (fromCountry && number.format('IDD', { fromCountry })) || number.formatInternational()
  }
}

function errorOf(
  text: string,
  number: PhoneNumber | undefined,
  country: CountryCode | null,
  options: PhoneOptions,
): PhoneError | null {
  const digits = countDigits(text)
  if (digits === 0) return options.required ? 'required' : null
  if (digits > phoneInput.maxDigits) return 'tooLong'
  if (digits < phoneInput.minDigits) return 'tooShort'
  if (country && !isCountryAllowed(country, options)) return 'countryNotAllowed'
  if (options.pattern && !new RegExp(`^(?:${options.pattern})$`).test(text)) {
    return 'patternMismatch'
  }
  return number?.isValid() ? null : 'invalid'
}

/** Reads the text against the active country (or its own, when international). */
export function analysePhone(
  text: string,
  activeCountry: CountryCode | null,
  options: PhoneOptions,
): PhoneAnalysis {
  const number = parseNumber(text, activeCountry)
  const country = number?.country ?? (isInternational(text) ? null : activeCountry)
  const error = errorOf(text, number, country, options)
  return {
    value: {
      country,
      countryCode:
        number?.countryCallingCode ?? (country && getCountryCallingCode(country, metadata)),
      formatted: number
        ? formatNumber(number, options.displayMode ?? 'international', activeCountry)
        : text.trim(),
      valid: error === null && number !== undefined,
      possible: number?.isPossible() ?? false,
      nationalNumber: number?.nationalNumber ?? text.replace(/\D/g, ''),
    },
    error,
  }
}

/** As-you-type formatting; a deletion is left alone so formatting never re-adds what was removed. */
export function formatAsTyped(text: string, previous: string, country: CountryCode | null) {
  if (text.length <= previous.length) return text
  const formatter = isInternational(text)
    ? new AsYouType(undefined, metadata)
    : new AsYouType(country ? { defaultCountry: country } : undefined, metadata)
  return formatter.input(text)
}

/** The main country of a dial code: '+1' is the US, '+44' Great Britain. */
export function countryOfDialCode(dialCode: string): CountryCode | null {
  const digits = /^\+?(\d{1,3})$/.exec(dialCode.trim())?.[1]
  return (digits && metadata.country_calling_codes[digits]?.[0]) || null
}

/** The country-by-IP answer: '1' followed by a two-letter code, anything else unknown. */
export function parseCountryLookup(text: string): CountryCode | null {
  const code = /^1([A-Za-z]{2})$/.exec(text.trim())?.[1]?.toUpperCase()
  return code && isSupportedCountry(code as CountryCode, metadata) ? (code as CountryCode) : null
}

/** The given ISO or dial code, if it names an allowed country. */
export function explicitDefaultCountry(options: PhoneOptions): CountryCode | null {
  const given = options.defaultCountry?.trim()
  if (!given) return null
  const country = /^[A-Za-z]{2}$/.test(given) ? given.toUpperCase() : countryOfDialCode(given)
  return country && isCountryAllowed(country, options) ? country : null
}

/** Whether the default country must come from the lookup: asked for and no explicit default. */
export const needsDetection = (options: PhoneOptions) =>
  (options.autoDetect ?? false) && explicitDefaultCountry(options) === null

/** ISO code, then dial code, then the detected country, then the first preferred country. */
export function resolveDefaultCountry(
  options: PhoneOptions,
  detected: CountryCode | null = null,
): CountryCode | null {
  const candidates = [
    explicitDefaultCountry(options),
    detected,
    ...(options.preferredCountries ?? []),
  ]
  return candidates.find((country) => country && isCountryAllowed(country, options)) ?? null
}

export interface CountryOption {
  code: CountryCode
  name: string
  /** With the plus: '+44'. */
  dialCode: string
}

/** The countries on offer: preferred ones first in their order, then the rest by name. */
export function countryOptions(locale: string, options: PhoneOptions): CountryOption[] {
  const allowed = getCountries(metadata).filter((code) => isCountryAllowed(code, options))
  const all = namedCountries(locale, allowed).map(({ code, name }) => ({
    code,
    name,
    dialCode: `+${getCountryCallingCode(code, metadata)}`,
  }))
  const preferred = (options.preferredCountries ?? []).flatMap(
    (code) => all.find((option) => option.code === code) ?? [],
  )
  return [...preferred, ...all.filter((option) => !preferred.includes(option))]
}
