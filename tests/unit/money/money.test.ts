import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money as moneyRules } from '../../../src/contract/constants'
import {
  addMoney,
  allocateMoney,
  compareMoney,
  divideMoney,
  formatAmount,
  formatMoney,
  type Money,
  MoneyError,
  moneyFromText,
  multiplyByRate,
  multiplyMoney,
  negateMoney,
  parseMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
} from '../../../src/contract/money'

/** The money module: exact, signed, rounded by name, one currency at a time. */

const eur = (text: string, scale = 4) => parseMoney(text, { currency: 'EUR', scale })
const scale = fc.integer({ min: 0, max: moneyRules.maxScale })
/** Well past 2^53, where a float would already have lost units. */
const units = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n })
const amountAt = (at: number) =>
  units.map((value): Money => ({ units: value, scale: at, currency: 'EUR' }))
const amount = scale.chain(amountAt)

describe('reading and writing amounts', () => {
  it('keeps the sign of amounts under one (the old copies wrote 0.5000 and 0.-5000)', () => {
    expect(formatMoney(eur('-0.5'))).toBe('-0.5000')
    expect(formatMoney(eur('-1.5'))).toBe('-1.5000')
    expect(eur('-0.5').units).toBe(-5000n)
    expect(formatMoney(eur('-0.0001'))).toBe('-0.0001')
    expect(formatMoney(eur('-0'))).toBe('0.0000')
    expect(formatMoney(eur('+3', 0))).toBe('3')
  })

  it('round-trips every amount through its text, at every scale', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const text = formatMoney(value)
        expect(text).toMatch(
          value.scale === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${value.scale}}$`),
        )
        expect(parseMoney(text, value)).toEqual(value)
      }),
    )
  })

  it('reads text exactly: a minus sign negates, padding decimals changes nothing', () => {
    const digits = fc.stringMatching(/^\d{1,25}(\.\d{1,6})?$/)
    fc.assert(
      fc.property(digits, fc.integer({ min: 0, max: 6 }), (text, padding) => {
        const read = eur(text, 6)
        expect(eur(`-${text}`, 6)).toEqual(negateMoney(read))
        const padded = text.includes('.') ? `${text}${'0'.repeat(padding)}` : text
        expect(moneyFromText(padded)).toEqual(read)
        expect(compareMoney(read, eur('0', 6))).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('drops trailing zeros down to the decimals asked for, never below', () => {
    expect(formatMoney(eur('4.5'), { minDecimals: 2 })).toBe('4.50')
    expect(formatMoney(eur('0.0045'), { minDecimals: 2 })).toBe('0.0045')
    expect(formatMoney(eur('-1.23'), { minDecimals: 2 })).toBe('-1.23')
    expect(formatMoney(eur('12', 0), { minDecimals: 2 })).toBe('12.00')
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 6 }), (value, minDecimals) => {
        const text = formatMoney(value, { minDecimals })
        expect(text.split('.')[1]?.length ?? 0).toBeGreaterThanOrEqual(minDecimals)
        expect(moneyFromText(text)).toEqual(roundMoney(value, moneyRules.maxScale))
      }),
    )
  })

  it('writes sums as the API does: exact, two decimals at least', () => {
    expect(formatAmount(addMoney(eur('0.00'), eur('0.0200')))).toBe('0.02')
    expect(formatAmount(addMoney(eur('0.02'), eur('0.0150')))).toBe('0.035')
    expect(formatAmount(addMoney(eur('1.5'), eur('2.75')))).toBe('4.25')
    expect(formatAmount(eur('-0.5'))).toBe('-0.50')
  })

  it('refuses text that is not an amount, and more decimals than the scale without a rounding', () => {
    for (const text of ['', '.5', '5.', '1e3', '0x10', '1,5', ' 1', '--1', 'NaN', 'Infinity'])
      expect(() => eur(text)).toThrow(MoneyError)
    expect(() => eur('0.00005')).toThrow(/name a rounding/)
    expect(eur('0.12340000')).toEqual(eur('0.1234'))
    expect(parseMoney('0.00005', { currency: 'EUR', scale: 4, rounding: 'half-up' }).units).toBe(1n)
    expect(() => parseMoney('1', { currency: 'eur', scale: 2 })).toThrow(MoneyError)
    expect(() => parseMoney('1', { currency: 'EUR', scale: 7 })).toThrow(MoneyError)
  })
})

describe('sums', () => {
  it('are exact, associative and commutative, and subtraction undoes addition', () => {
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(compareMoney(addMoney(addMoney(a, b), c), addMoney(a, addMoney(b, c)))).toBe(0)
        expect(compareMoney(addMoney(a, b), addMoney(b, a))).toBe(0)
        expect(compareMoney(subtractMoney(addMoney(a, b), b), a)).toBe(0)
        expect(addMoney(a, b).scale).toBe(Math.max(a.scale, b.scale))
      }),
    )
  })

  it('add up a list in any order, an empty list being nothing in its shape', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (amounts) => {
        const shape = { currency: 'EUR', scale: 2 }
        const forwards = sumMoney(amounts, shape)
        expect(compareMoney(forwards, sumMoney([...amounts].reverse(), shape))).toBe(0)
      }),
    )
    expect(formatMoney(sumMoney([], { currency: 'USD', scale: 2 }))).toBe('0.00')
    const tenths = Array.from({ length: 10 }, () => eur('0.1', 1))
    expect(formatMoney(sumMoney(tenths, { currency: 'EUR', scale: 1 }))).toBe('1.0')
  })

  it('never mix currencies', () => {
    const usd = parseMoney('1', { currency: 'USD', scale: 2 })
    expect(() => addMoney(eur('1'), usd)).toThrow(/EUR and USD amounts cannot be added/)
    expect(() => subtractMoney(eur('1'), usd)).toThrow(MoneyError)
    expect(() => compareMoney(eur('1'), usd)).toThrow(MoneyError)
    expect(() => sumMoney([eur('1'), usd], { currency: 'EUR', scale: 2 })).toThrow(MoneyError)
  })

  it('compare across scales by value', () => {
    expect(compareMoney(eur('0.5', 1), eur('0.50', 2))).toBe(0)
    expect(compareMoney(eur('-0.01', 2), eur('0', 0))).toBe(-1)
    expect(compareMoney(eur('0.0001'), eur('0', 2))).toBe(1)
  })
})

describe('rounding at a scale boundary', () => {
  const rounded = (text: string, rounding: 'half-even' | 'half-up') =>
    formatMoney(roundMoney(eur(text, 3), 2, rounding))

  it('sends a tie to the even unit (half-even) or away from zero (half-up)', () => {
    const table: [string, string, string][] = [
      ['0.125', '0.12', '0.13'],
      ['0.135', '0.14', '0.14'],
      ['-0.125', '-0.12', '-0.13'],
      ['-0.135', '-0.14', '-0.14'],
      ['0.005', '0.00', '0.01'],
      ['-0.005', '0.00', '-0.01'],
      ['0.124', '0.12', '0.12'],
      ['0.126', '0.13', '0.13'],
      ['-0.126', '-0.13', '-0.13'],
      ['9.995', '10.00', '10.00'],
    ]
    for (const [text, halfEven, halfUp] of table) {
      expect(rounded(text, 'half-even')).toBe(halfEven)
      expect(rounded(text, 'half-up')).toBe(halfUp)
    }
    expect(roundMoney(eur('0.125', 3), 2)).toEqual(roundMoney(eur('0.125', 3), 2, 'half-even'))
  })

  it('lands within half a unit, symmetric in sign, and exact going finer', () => {
    fc.assert(
      fc.property(
        units,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (value, from, drop) => {
          const exact: Money = { units: value, scale: from, currency: 'EUR' }
          const to = Math.max(0, from - drop)
          for (const rounding of ['half-even', 'half-up'] as const) {
            const result = roundMoney(exact, to, rounding)
            const error = subtractMoney(result, exact)
            const half = divideMoney({ units: 1n, scale: to, currency: 'EUR' }, 2, { scale: 6 })
            expect(
              compareMoney(error.units < 0n ? negateMoney(error) : error, half),
            ).toBeLessThanOrEqual(0)
            expect(roundMoney(negateMoney(exact), to, rounding)).toEqual(negateMoney(result))
            if (
              error.units !== 0n &&
              compareMoney(negateMoney(error), half) === 0 &&
              rounding === 'half-even'
            )
              expect(result.units % 2n).toBe(0n)
          }
          expect(compareMoney(roundMoney(exact, 6), exact)).toBe(0)
        },
      ),
    )
  })
})

describe('multiplying, dividing and allocating', () => {
  it('times a quantity is repeated addition, exact', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 50 }), (value, quantity) => {
        const repeated = sumMoney(
          Array.from({ length: quantity }, () => value),
          { ...value, scale: 0 },
        )
        expect(compareMoney(multiplyMoney(value, quantity), repeated)).toBe(0)
      }),
    )
    expect(formatMoney(multiplyMoney(eur('0.0050'), 3))).toBe('0.0150')
    expect(() => multiplyMoney(eur('1'), 1.5)).toThrow(MoneyError)
  })

  it('times a rate rounds once, at the end, by name', () => {
    expect(formatMoney(multiplyByRate(eur('10.00', 2), '0.125'))).toBe('1.25')
    expect(formatMoney(multiplyByRate(eur('0.10', 2), '0.125'))).toBe('0.01')
    expect(formatMoney(multiplyByRate(eur('0.10', 2), '0.125', { rounding: 'half-up' }))).toBe(
      '0.01',
    )
    expect(formatMoney(multiplyByRate(eur('0.30', 2), '0.125', { rounding: 'half-up' }))).toBe(
      '0.04',
    )
    expect(formatMoney(multiplyByRate(eur('0.30', 2), '0.125'))).toBe('0.04')
    expect(formatMoney(multiplyByRate(eur('0.20', 2), '0.125'))).toBe('0.02')
    expect(formatMoney(multiplyByRate(eur('0.20', 2), '0.125', { scale: 6 }))).toBe('0.025000')
    expect(formatMoney(multiplyByRate(eur('-1.00', 2), '1.005'))).toBe('-1.00')
    expect(formatMoney(multiplyByRate(eur('-1.00', 2), '1.005', { rounding: 'half-up' }))).toBe(
      '-1.01',
    )
    fc.assert(
      fc.property(amount, (value) => {
        expect(multiplyByRate(value, '1')).toEqual(value)
        expect(multiplyByRate(value, '-1.000000')).toEqual(negateMoney(value))
      }),
    )
  })

  it('by a whole number lands within half a unit of the exact share', () => {
    expect(formatMoney(divideMoney(eur('0.4315'), 8))).toBe('0.0539')
    expect(formatMoney(divideMoney(eur('0.25', 2), 2))).toBe('0.12')
    expect(formatMoney(divideMoney(eur('0.25', 2), 2, { rounding: 'half-up' }))).toBe('0.13')
    expect(() => divideMoney(eur('1'), 0)).toThrow(MoneyError)
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 10_000 }), (value, divisor) => {
        const share = divideMoney(value, divisor)
        const back = subtractMoney(multiplyMoney(share, divisor), value)
        const limit = (BigInt(divisor) + 1n) / 2n
        expect(back.units <= limit && back.units >= -limit).toBe(true)
      }),
    )
  })

  it('splits by weights into parts that add up to the whole, each within a unit of its share', () => {
    expect(allocateMoney(eur('1.00', 2), [1, 1, 1]).map((part) => formatMoney(part))).toEqual([
      '0.34',
      '0.33',
      '0.33',
    ])
    expect(allocateMoney(eur('-1.00', 2), [1, 1, 1]).map((part) => formatMoney(part))).toEqual([
      '-0.34',
      '-0.33',
      '-0.33',
    ])
    expect(allocateMoney(eur('0.05', 2), [70, 0, 30]).map((part) => formatMoney(part))).toEqual([
      '0.04',
      '0.00',
      '0.01',
    ])
    expect(() => allocateMoney(eur('1'), [0, 0])).toThrow(MoneyError)
    expect(() => allocateMoney(eur('1'), [1, -1])).toThrow(MoneyError)
    const weights = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(
        amount,
        weights.filter((list) => list.some((weight) => weight > 0)),
        (value, list) => {
          const parts = allocateMoney(value, list)
          expect(sumMoney(parts, value)).toEqual(value)
          const total = BigInt(list.reduce((sum, weight) => sum + weight, 0))
          parts.forEach((part, index) => {
            const exact = value.units * BigInt(list[index] ?? 0)
            const gap = part.units * total - exact
            expect(gap < total && gap > -total).toBe(true)
            if (list[index] === 0) expect(part.units).toBe(0n)
          })
        },
      ),
    )
  })
})

describe('no float anywhere', () => {
  it('keeps units past 2^53 exact through every operation', () => {
    const big = eur('900719925474099.3001')
    expect(formatMoney(addMoney(big, eur('0.0001')))).toBe('900719925474099.3002')
    expect(formatMoney(multiplyMoney(big, 3))).toBe('2702159776422297.9003')
  })

  it('the module never turns money into a number', () => {
    for (const file of ['money.ts', 'money-display.ts', 'money-text.ts']) {
      const source = readFileSync(join(process.cwd(), 'src/contract', file), 'utf8')
      expect(source).not.toMatch(/\bNumber\(|parseFloat|parseInt|toFixed|Math\.round|\+\s*text/)
    }
  })
})
