import { describe, expect, it } from 'vitest'
import { campaignLimits } from '../../../src/contract/constants'
import messages from '../../../src/messages/campaigns-library/catalogue'
import { translator } from '../../../src/messages/translate'
import { validateLibrarySearch } from '../../../src/views/campaigns/library/librarySearch'
import { currencyOptions, offerRequestOf } from '../../../src/views/campaigns/library/offerForm'
import { partCounterText, placeholdersText } from '../../../src/views/campaigns/library/partCounter'
import {
  checkSenderId,
  senderIdCheckText,
} from '../../../src/views/campaigns/library/senderIdCheck'
import { textLabel, textRequestOf } from '../../../src/views/campaigns/library/textForm'

const t = translator(messages, 'en')

describe('the library URL', () => {
  it('keeps a known tab, a page and a form to open; drops the rest', () => {
    expect(validateLibrarySearch({ tab: 'texts', page: '2', edit: 'new' })).toEqual({
      tab: 'texts',
      page: 2,
      edit: 'new',
    })
    expect(validateLibrarySearch({ tab: 'senders', page: '0', edit: '../x' })).toEqual({})
  })
})

describe('the sender id check', () => {
  const alphanumericMax = campaignLimits.senderIdAlphanumericMaxLength
  const numericMax = campaignLimits.senderIdNumericMaxLength

  it('reads letters as alphanumeric and digits as numeric, each against its own limit', () => {
    expect(checkSenderId('  ')).toBeNull()
    expect(checkSenderId('SHOP NOW')).toEqual({
      kind: 'alphanumeric',
      length: 8,
      max: alphanumericMax,
      isValid: true,
    })
    expect(checkSenderId('+447700900123')).toEqual({
      kind: 'numeric',
      length: 12,
      max: numericMax,
      isValid: true,
    })
    expect(checkSenderId('A'.repeat(alphanumericMax + 1))?.isValid).toBe(false)
    expect(checkSenderId('1'.repeat(numericMax + 1))?.isValid).toBe(false)
    // Digits short enough for alphanumeric are still a number: numeric.
    expect(checkSenderId('12345')?.kind).toBe('numeric')
  })

  it('says what it read, or why the server will refuse it', () => {
    expect(senderIdCheckText(t, checkSenderId('SHOPNOW'))).toBe(
      `Alphanumeric: 7 of at most ${alphanumericMax} characters.`,
    )
    expect(senderIdCheckText(t, checkSenderId('SHOPNOWTODAY'))).toBe(
      `Too long for alphanumeric: 12 of at most ${alphanumericMax} characters.`,
    )
    expect(senderIdCheckText(t, checkSenderId('1'.repeat(numericMax + 1)))).toBe(
      `Too long for numeric: ${numericMax + 1} of at most ${numericMax} digits.`,
    )
    expect(senderIdCheckText(t, checkSenderId('SHOP-NOW'))).toMatch(/^Not a sender id: use letters/)
    expect(senderIdCheckText(t, checkSenderId('123 45'))).toMatch(/one letter at least/)
    expect(senderIdCheckText(t, null)).toMatch(/^Letters and digits/)
  })
})

describe('the part counter', () => {
  it('counts GSM-7 with the extension table, and names what forced UCS-2', () => {
    expect(partCounterText(t, 'Hello')).toBe('GSM-7: 5 characters, 1 part, 155 left in this part.')
    // Each brace is an escape septet plus its own.
    expect(partCounterText(t, '{x}')).toBe('GSM-7: 5 characters, 1 part, 155 left in this part.')
    expect(partCounterText(t, 'a'.repeat(161))).toBe(
      'GSM-7: 161 characters, 2 parts, 145 left in this part.',
    )
    expect(partCounterText(t, 'Snow ❄')).toBe(
      'UCS-2 (because of ❄): 6 characters, 1 part, 64 left in this part.',
    )
  })

  it('lists the placeholders a body uses, each once', () => {
    expect(placeholdersText(t, 'Hi {first_name}, {first_name}: {offer_link}')).toBe(
      'Placeholders: {first_name}, {offer_link}.',
    )
    expect(placeholdersText(t, 'Hello')).toBe('No placeholders.')
  })
})

describe('the library forms', () => {
  it('send every field, an empty text name as null', () => {
    expect(
      offerRequestOf({ name: 'Sale', url: 'https://a.example', payout: '1.5', currency: 'EUR' }),
    ).toEqual({ name: 'Sale', url: 'https://a.example', payout: '1.5', currency: 'EUR' })
    expect(textRequestOf({ name: '  ', body: 'Hi' })).toEqual({ name: null, body: 'Hi' })
    expect(textRequestOf({ name: 'Promo', body: 'Hi' })).toEqual({ name: 'Promo', body: 'Hi' })
  })

  it('name a text by its name, else by the start of its body', () => {
    expect(textLabel({ name: 'Promo', body: 'Hi' })).toBe('Promo')
    expect(textLabel({ name: null, body: 'Short body' })).toBe('Short body')
    expect(textLabel({ name: null, body: `${'word '.repeat(10)}end` })).toBe(
      `${'word '.repeat(8).trimEnd()}…`,
    )
  })

  it('offer every currency the runtime knows, named', () => {
    const options = currencyOptions('en')
    expect(options.length).toBe(Intl.supportedValuesOf('currency').length)
    expect(options).toContainEqual({ id: 'EUR', name: 'EUR – Euro' })
  })
})
