import type { CountryCode } from 'libphonenumber-js/min'
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { Numbering } from '../../adapters/carrier/carrier'

/**
 * A handset's number as a carrier gives it, read to E.164 so it meets the contacts' numbers
 * (stored E.164) and the numbers messages went to: `+447700900123` and, international without
 * its plus, `447700900123` or `00447700900123`; national (`07700 900123`) in the first of
 * `countries` where it is a valid number; unknown, first as national, then as international.
 * International digits the metadata does not know are kept with a plus (a new range must not
 * lose its replies). Null when it reads as no number (a short code, a name): the caller keeps it as given.
 * Same metadata as contract/phone-number.ts, so it agrees with how contacts were stored.
 */
export function e164Of(
  raw: string,
  numbering: Numbering,
  countries: readonly string[],
): string | null {
  const dialled = raw.replace(/[\s().\-/]/g, '')
  if (!/^\+?\d+$/.test(dialled)) return null
  const digits = dialled.replace(/^\+/, '')
  const withCode = digits.replace(/^00/, '')
  const international = () =>
    validNumber(`+${withCode}`) ?? (/^[1-9]\d{6,14}$/.test(withCode) ? `+${withCode}` : null)
  if (dialled.startsWith('+') || numbering === 'international') return international()
  for (const country of countries)
    if (isSupportedCountry(country)) {
      const national = validNumber(digits, country as CountryCode)
      if (national) return national
    }
  return numbering === 'unknown' ? international() : null
}

/** The country of one of our numbers (`+4477…` or `4477…`), or null for a sender id. */
export function countryOfNumber(address: string): string | null {
  const digits = address.replace(/^\+/, '')
  if (!/^\d+$/.test(digits)) return null
  return parsePhoneNumberFromString(`+${digits}`)?.country ?? null
}

function validNumber(text: string, country?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, country)
  return parsed?.isValid() ? parsed.number : null
}
