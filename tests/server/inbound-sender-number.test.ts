import { describe, expect, it } from 'vitest'
import { countryOfNumber, e164Of } from '../../server/src/domain/inbound-sms/sender-number'

describe('a handset number from the carrier, read to E.164', () => {
  it.each([
    ['TON international, no plus', '447911123456', 'international', [], '+447911123456'],
    ['TON international, with its plus', '+447911123456', 'international', [], '+447911123456'],
    [
      'TON international, a range the metadata does not know',
      '447700900123',
      'international',
      [],
      '+447700900123',
    ],
    [
      'TON national, spaced, the country given',
      '07911 123456',
      'national',
      ['GB'],
      '+447911123456',
    ],
    [
      'TON national, the first country where it is valid',
      '0612345678',
      'national',
      ['GB', 'FR'],
      '+33612345678',
    ],
    ['TON unknown, national', '07911123456', 'unknown', ['GB'], '+447911123456'],
    ['TON unknown, international without plus', '447911123456', 'unknown', ['FR'], '+447911123456'],
    ['TON unknown, international with 00', '004915112345678', 'unknown', ['GB'], '+4915112345678'],
    ['a plus whatever the TON says', '+33612345678', 'national', ['GB'], '+33612345678'],
  ] as const)('%s: %s', (_, raw, numbering, countries, e164) => {
    expect(e164Of(raw, numbering, countries)).toBe(e164)
  })

  it.each([
    ['TON national without a country', '07911123456', 'national', []],
    ['TON national, valid in no country given', '0911123456', 'national', ['GB']],
    ['a name', 'Mum', 'unknown', ['GB']],
  ] as const)('none for %s', (_, raw, numbering, countries) => {
    expect(e164Of(raw, numbering, countries)).toBeNull()
  })

  it('knows the country of our numbers, none of a sender id', () => {
    expect(countryOfNumber('447911000000')).toBe('GB')
    expect(countryOfNumber('+33612345678')).toBe('FR')
    expect(countryOfNumber('ACME')).toBeNull()
  })
})
