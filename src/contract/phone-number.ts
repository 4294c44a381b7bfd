import type { CountryCode } from 'libphonenumber-js/min'
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { type AppLocale, appLocales } from './constants'
import { type ContractMessage, contractWords } from './messages'

/**
 * Contact numbers are stored in E.164 (DOMAIN.md). The same metadata as the phone input
 * (libphonenumber-js's smallest), so the client and the server agree on what is valid.
 */
export type PhoneReading =
  | { ok: true; phone: string; country: string | null }
  | { ok: false; message: ContractMessage }

const dialable = /^[\d\s().+\-/]*$/

/**
 * Reads a number as people write it: `+44 20 7946 0958` internationally, `020 7946 0958` with
 * the country it belongs to. A failure is a message of the contract's catalogue, whose
 * `attribute` the 422 formatter fills with the field's name.
 */
export function readPhone(raw: string, country?: string | null): PhoneReading {
  const text = raw.trim()
  if (text === '') return { ok: false, message: { key: 'validation.required' } }
  if (!dialable.test(text))
    return {
      ok: false,
      message: { key: 'phone.characters' },
    }
  const international = text.startsWith('+') || text.startsWith('00')
  if (!international && !country)
    return {
      ok: false,
      message: { key: 'phone.needsCountry' },
    }
  const normalised = text.startsWith('00') ? `+${text.slice(2)}` : text
  const region = international || !country || !isSupportedCountry(country) ? undefined : country
  if (!international && !region)
    return {
      ok: false,
      message: { key: 'phone.unknownCountry', values: { country: country ?? '' } },
    }
  const parsed = parsePhoneNumberFromString(normalised, region as CountryCode | undefined)
  if (!parsed?.isValid())
    return {
      ok: false,
      message:
        international || !country
          ? { key: 'phone.invalid' }
          : { key: 'phone.invalidForCountry', values: { country } },
    }
  return { ok: true, phone: parsed.number, country: parsed.country ?? null }
}

/** A message of readPhone for a field called `name`, in `locale`. */
export function phoneMessage(
  message: ContractMessage,
  name = 'phone',
  locale: AppLocale = appLocales[0],
): string {
  return contractWords(locale)(message.key, { ...message.values, attribute: name })
}
