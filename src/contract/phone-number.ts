import type { CountryCode } from 'libphonenumber-js/min'
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * Contact numbers are stored in E.164 (DOMAIN.md). The same metadata as the phone input
 * (libphonenumber-js's smallest), so the client and the server agree on what is valid.
 */
export type PhoneReading =
  | { ok: true; phone: string; country: string | null }
  | { ok: false; message: string }

const dialable = /^[\d\s().+\-/]*$/

/**
 * Reads a number as people write it: `+44 20 7946 0958` internationally, `020 7946 0958` with
 * the country it belongs to. `:attribute` in a message names the field (the 422 formatter).
 */
export function readPhone(raw: string, country?: string | null): PhoneReading {
  const text = raw.trim()
  if (text === '') return { ok: false, message: 'The :attribute field is required.' }
  if (!dialable.test(text))
    return {
      ok: false,
      message: 'The :attribute field may hold only digits, spaces, ( ) . - / and a leading +.',
    }
  const international = text.startsWith('+') || text.startsWith('00')
  if (!international && !country)
    return {
      ok: false,
      message:
        'The :attribute field must start with + and the country code, or come with a country.',
    }
  const normalised = text.startsWith('00') ? `+${text.slice(2)}` : text
  const region = international || !country || !isSupportedCountry(country) ? undefined : country
  if (!international && !region)
    return {
      ok: false,
      message: `The :attribute field cannot be read with the country ${country}.`,
    }
  const parsed = parsePhoneNumberFromString(normalised, region as CountryCode | undefined)
  if (!parsed?.isValid())
    return {
      ok: false,
      message:
        international || !country
          ? 'The :attribute field is not a valid phone number.'
          : `The :attribute field is not a valid phone number for ${country}.`,
    }
  return { ok: true, phone: parsed.number, country: parsed.country ?? null }
}

/** A message of readPhone for a field called `name` (imports and feeds report per row). */
export function phoneMessage(message: string, name = 'phone'): string {
  return message.replaceAll(':attribute', name)
}
