import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMoney } from '../../../src/contract/money'
import { createMoneyDisplay } from '../../../src/contract/money-display'
import { isMoneyText, moneyText } from '../../../src/contract/money-text'
import { validationErrors } from '../../../src/contract/validation'

/** Money on screen and in request bodies: exact text either way. */

describe('amounts in a locale', () => {
  it('shows two decimals at least and four at most, rounded half to even by the money module', () => {
    const show = createMoneyDisplay('en')
    expect(show('45.5000')).toBe('€45.50')
    expect(show('0.0050')).toBe('€0.005')
    expect(show('0.5056')).toBe('€0.5056')
    expect(show('0.000250')).toBe('€0.0002')
    expect(show('0.000135')).toBe('€0.0001')
    expect(show('0.000150')).toBe('€0.0002')
    expect(show('-1234.5')).toBe('-€1,234.50')
  })

  it('names the currency: the team’s for text, its own for an amount, or the one a caller gives', () => {
    const show = createMoneyDisplay('en')
    expect(show('12.5')).toBe('€12.50')
    expect(createMoneyDisplay('en', { currency: 'GBP' })('12.5')).toBe('£12.50')
    expect(show('12.5', 'USD')).toBe('$12.50')
    expect(show(parseMoney('7', { currency: 'USD', scale: 0 }))).toBe('$7.00')
  })

  it('writes every digit of amounts a float cannot hold', () => {
    const show = createMoneyDisplay('en', { minDecimals: 4 })
    expect(show('90071992547409.9301')).toBe('€90,071,992,547,409.9301')
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (units) => {
        const text = `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`
        expect(show(text).replaceAll(',', '').replace('€', '')).toBe(text)
      }),
    )
  })

  it("writes the locale's own digits and currency order", () => {
    expect(createMoneyDisplay('ar-EG')('12.5')).toBe('\u200f١٢٫٥٠\u00a0€')
  })
})

describe('amounts in requests', () => {
  it('takes amounts with at most the scale decimals, signed only when allowed', () => {
    const unit = { scale: 4 }
    for (const text of ['0', '12.5', '13.0000', '999999999999.9999'])
      expect(isMoneyText(text, unit)).toBe(true)
    for (const text of ['-1', '1.23456', '1e3', '.5', '5.', '1,5', '1000000000000'])
      expect(isMoneyText(text, unit)).toBe(false)
    expect(isMoneyText('-1.5', { scale: 2, signed: true })).toBe(true)
    expect(isMoneyText('1.5', { scale: 0 })).toBe(false)
    expect(moneyText(unit).safeParse(' 12.50 ')).toEqual({ success: true, data: '12.50' })
    // The schema names its message by key; the 422 formatter says it in the request's language.
    const refused = moneyText(unit).safeParse('12,5')
    expect(refused.error?.issues[0]?.message).toBe('field.amount')
    expect(refused.error && validationErrors(refused.error).message).toBe(
      'The body field must be an amount like 12.50.',
    )
  })
})
