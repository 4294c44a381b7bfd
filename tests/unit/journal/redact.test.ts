import { describe, expect, it } from 'vitest'
import type { JsonValue } from '../../../src/services/journal/encode'
import { isSecretKey, redact, redactedMarker } from '../../../src/services/journal/redact'

const hidden = redactedMarker

describe('secret keys', () => {
  it.each([
    ['password', true],
    ['password_confirmation', true],
    ['newPassword', true],
    ['current-password', true],
    ['passphrase', true],
    ['clientSecret', true],
    ['token', true],
    ['accessToken', true],
    ['refresh_token', true],
    ['tokens', true],
    ['apiKey', true],
    ['api_key', true],
    ['privateKey', true],
    ['Authorization', true],
    ['cookie', true],
    ['otp', true],
    ['pin', true],
    ['cardNumber', true],
    ['card', true],
    ['cvc', true],
    ['cvv', true],
    ['iban', true],
    ['accountNumber', true],
    ['routing_number', true],
    ['verificationCode', true],
    ['signature', true],
    ['hash', true],
    // Not secrets, though they name one or look alike.
    ['tokenName', false],
    ['key', false],
    ['code', false],
    ['number', false],
    ['company', false],
    ['pinned', false],
    ['expand', false],
    ['timeSpan', false],
    ['email', false],
    ['type', false],
    ['refreshAt', false],
    ['pageCount', false],
  ])('%s is secret: %s', (key, secret) => {
    expect(isSecretKey(key)).toBe(secret)
  })
})

describe('redaction', () => {
  it.each<[string, JsonValue, JsonValue]>([
    [
      'a password in a sign-in event',
      { type: 'login.submit', email: 'ada@example.com', password: 'hunter22' },
      { type: 'login.submit', email: 'ada@example.com', password: hidden },
    ],
    [
      'tokens nested in an answer',
      {
        type: 'session.signedIn',
        answer: { access_token: 'abc', refresh_token: 'def', user: { id: 1 } },
      },
      {
        type: 'session.signedIn',
        answer: { access_token: hidden, refresh_token: hidden, user: { id: 1 } },
      },
    ],
    [
      'a whole object under a secret key',
      { card: { number: '4242424242424242', exp_month: 4, exp_year: 2030 } },
      { card: hidden },
    ],
    [
      'payment fields',
      { cardNumber: '4242 4242 4242 4242', cvc: '123', iban: 'GB82WEST12345698765432', amount: 20 },
      { cardNumber: hidden, cvc: hidden, iban: hidden, amount: 20 },
    ],
    [
      'a card number under an innocent key (Luhn-valid)',
      { note: '4111-1111-1111-1111' },
      { note: hidden },
    ],
    [
      'a JWT anywhere',
      { value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
      { value: hidden },
    ],
    ['a bearer header', ['Bearer abc.def'], [hidden]],
    [
      'secret query parameters of a URL',
      { url: '/email/verify/1/abc?expires=1700000000&signature=deadbeef' },
      { url: `/email/verify/1/abc?expires=1700000000&signature=${hidden}` },
    ],
    [
      'arrays of objects',
      {
        users: [
          { name: 'Ada', password: 'x' },
          { name: 'Bob', token: 'y' },
        ],
      },
      {
        users: [
          { name: 'Ada', password: hidden },
          { name: 'Bob', token: hidden },
        ],
      },
    ],
    [
      'a signed-out token (null tells a guard the token is gone)',
      { type: 'session.tokenChanged', token: null, refreshAt: null },
      { type: 'session.tokenChanged', token: null, refreshAt: null },
    ],
    [
      'phone numbers and short digit strings',
      { text: '+44 20 7946 0018', zip: '12345', key: 'u' },
      { text: '+44 20 7946 0018', zip: '12345', key: 'u' },
    ],
    [
      'a number that fails the Luhn check',
      { reference: '4242 4242 4242 4241' },
      { reference: '4242 4242 4242 4241' },
    ],
  ])('%s', (_, input, expected) => {
    expect(redact(input)).toEqual(expected)
  })

  it('leaves its input untouched', () => {
    const event = { type: 'login.submit', password: 'hunter22' }
    redact(event)
    expect(event.password).toBe('hunter22')
  })
})
