import type { JsonValue } from './encode'

/**
 * Keeps secrets out of the journal: passwords, tokens and payment data are replaced by a marker
 * before an event is stored, streamed or exported. A value is secret by its key (`password`,
 * `accessToken`, `cardNumber`, ...) or by its shape (a JWT, a bearer header, a card number, a
 * URL carrying a token).
 */

export const redactedMarker = '[redacted]'

/** A key holding any of these words is secret: `newPassword`, `card_cvc`, `iban`. */
const secretWords = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'secret',
  'otp',
  'totp',
  'pin',
  'cvc',
  'cvv',
  'cvv2',
  'csc',
  'pan',
  'iban',
  'card',
  'authorization',
  'cookie',
  'credential',
  'credentials',
  'signature',
])

/** A key ending in one of these is secret (`accessToken`), but not one merely naming it (`tokenName`). */
const secretLastWords = new Set(['token', 'tokens', 'jwt', 'hash'])

/** Secret as a pair: `apiKey`, `accountNumber`, `verificationCode`; a bare `key` or `code` is not. */
const secretPairs: Record<string, Set<string>> = {
  key: new Set(['api', 'private', 'access', 'signing', 'encryption', 'license', 'secret']),
  number: new Set(['account', 'routing', 'card', 'security']),
  code: new Set(['verification', 'reset', 'security', 'auth', 'mfa', 'recovery', 'backup', 'sort']),
}

/** `accessToken`, `access_token`, `Access-Token` -> ['access', 'token']. */
export function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
}

export function isSecretKey(key: string): boolean {
  const words = wordsOf(key)
  const last = words.at(-1)
  if (last === undefined) return false
  if (words.some((word) => secretWords.has(word))) return true
  if (secretLastWords.has(last)) return true
  const before = words.at(-2)
  return before !== undefined && (secretPairs[last]?.has(before) ?? false)
}

const jwtPattern = /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/
const bearerPattern = /^(bearer|basic)\s+\S+/i
const cardCandidatePattern = /^\d[\d -]{11,22}\d$/

/** The Luhn checksum of a card number. */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** 13 to 19 digits (spaces and dashes allowed) with a valid checksum; phone numbers start with +. */
function isCardNumber(value: string): boolean {
  if (!cardCandidatePattern.test(value)) return false
  const digits = value.replace(/[ -]/g, '')
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)
}

/** A URL's secret query parameters (`?token=`, `&signature=`) lose their values. */
function redactUrl(value: string): string {
  if (!/^(https?:\/\/|\/)[^\s]*\?/.test(value)) return value
  const [head, query] = [value.slice(0, value.indexOf('?')), value.slice(value.indexOf('?') + 1)]
  const parameters = query.split('&').map((pair) => {
    const name = pair.split('=')[0] ?? ''
    return isSecretKey(decodeURIComponent(name)) ? `${name}=${redactedMarker}` : pair
  })
  return `${head}?${parameters.join('&')}`
}

function redactString(value: string): string {
  const trimmed = value.trim()
  if (jwtPattern.test(trimmed) || bearerPattern.test(trimmed) || isCardNumber(trimmed)) {
    return redactedMarker
  }
  return redactUrl(value)
}

/** The value with every secret replaced by `redactedMarker`; the input is not changed. */
export function redact(value: JsonValue): JsonValue {
  if (typeof value === 'string') return redactString(value)
  if (Array.isArray(value)) return value.map(redact)
  if (value === null || typeof value !== 'object') return value
  const result: Record<string, JsonValue> = {}
  for (const [key, item] of Object.entries(value)) {
    result[key] = isSecretKey(key) && item !== null ? redactedMarker : redact(item)
  }
  return result
}
