import { money as moneyRules } from './constants'

/**
 * The one money module (DOMAIN.md, "Money and ledgers"). An amount is a whole number of minor
 * units at a scale (its decimals) in a currency: -1.50 EUR at scale 2 is -150n. Text is read
 * digit by digit and every operation is on bigint, so no float touches money: a sum of a million
 * messages is exact to the last unit and a sign is never lost. Amounts of two currencies are
 * never combined: that throws a MoneyError, as reading text that is not an amount does (both
 * are a program's mistakes; people's input is checked first by money-text.ts's schemas).
 */

export interface Money {
  /** The amount × 10^scale, exactly. */
  readonly units: bigint
  /** Decimals kept: 0 to `money.maxScale`. */
  readonly scale: number
  /** ISO-4217 code. */
  readonly currency: string
}

/** What an amount is read or made at. */
export interface MoneyShape {
  currency: string
  scale: number
}

/**
 * How a value between two minor units becomes one: `half-even` sends a tie to the even unit
 * (DOMAIN.md's rule for invoices and this module's default, `money.rounding`); `half-up` sends
 * it away from zero (PostgreSQL's round, and what people mean by rounding half up).
 */
export type Rounding = 'half-even' | 'half-up'

export class MoneyError extends Error {
  override name = 'MoneyError'
}

const decimalText = /^([+-]?)(\d+)(?:\.(\d+))?$/
const currencyText = /^[A-Z]{3}$/

const pow10 = (exponent: number) => 10n ** BigInt(exponent)
const abs = (value: bigint) => (value < 0n ? -value : value)

function checkShape({ currency, scale }: MoneyShape) {
  if (!currencyText.test(currency))
    throw new MoneyError(`"${currency}" is not an ISO-4217 currency code.`)
  if (!Number.isInteger(scale) || scale < 0 || scale > moneyRules.maxScale)
    throw new MoneyError(`A scale is a whole number of decimals from 0 to ${moneyRules.maxScale}.`)
}

/** `numerator / denominator` (denominator above 0) as a whole number; exact when no rounding. */
function divideRounded(numerator: bigint, denominator: bigint, rounding?: Rounding): bigint {
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  if (remainder === 0n) return quotient
  if (rounding === undefined)
    throw new MoneyError('The amount has more decimals than its scale keeps; name a rounding.')
  const away = numerator < 0n ? quotient - 1n : quotient + 1n
  const twice = abs(remainder) * 2n
  if (twice !== denominator) return twice > denominator ? away : quotient
  return rounding === 'half-up' || quotient % 2n !== 0n ? away : quotient
}

function rescaled(units: bigint, from: number, to: number, rounding?: Rounding): bigint {
  return to >= from ? units * pow10(to - from) : divideRounded(units, pow10(from - to), rounding)
}

function wholeNumber(value: number | bigint, what: string): bigint {
  if (typeof value === 'bigint') return value
  if (!Number.isSafeInteger(value)) throw new MoneyError(`${what} must be a whole number.`)
  return BigInt(value)
}

/**
 * Decimal text as stored or answered (a cost, a payout, a database sum), read exactly at the
 * finest scale, in the team's currency unless another is named.
 */
export const moneyFromText = (text: string, currency: string = moneyRules.defaultCurrency): Money =>
  parseMoney(text, { currency, scale: moneyRules.maxScale })

/** Decimal text as a whole number at the text's own scale ('-0.50' is -50 at 2). */
function readDecimal(text: string): { units: bigint; scale: number } {
  const match = decimalText.exec(text)
  if (!match) throw new MoneyError(`"${text}" is not a decimal amount.`)
  const [, sign, whole = '0', fraction = ''] = match
  const magnitude = BigInt(`${whole}${fraction}`)
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length }
}

/** Nothing, in a currency at a scale. */
export function zeroMoney(shape: MoneyShape): Money {
  checkShape(shape)
  return { units: 0n, scale: shape.scale, currency: shape.currency }
}

/**
 * Reads decimal text ('12.5', '-0.0050', '+3') at the shape's scale. Text with more decimals
 * than the scale throws unless a rounding is named (trailing zeros are exact and always fit).
 */
export function parseMoney(text: string, shape: MoneyShape & { rounding?: Rounding }): Money {
  checkShape(shape)
  const read = readDecimal(text)
  const units = rescaled(read.units, read.scale, shape.scale, shape.rounding)
  return { units, scale: shape.scale, currency: shape.currency }
}

/**
 * Decimal text: all of the scale's decimals ('-0.5000'), or with `minDecimals` the trailing
 * zeros past that many dropped ('4.5000' → '4.50', '0.0045' stays).
 */
export function formatMoney(amount: Money, options: { minDecimals?: number } = {}): string {
  const { units, scale } = amount
  const digits = abs(units)
    .toString()
    .padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  const minDecimals = options.minDecimals ?? scale
  const kept =
    minDecimals >= scale
      ? fraction.padEnd(minDecimals, '0')
      : fraction.replace(/0+$/, '').padEnd(minDecimals, '0')
  return `${units < 0n ? '-' : ''}${whole}${kept === '' ? '' : `.${kept}`}`
}

/** An amount as the API writes a sum: exact, no trailing zeros past an amount's two decimals. */
export const formatAmount = (amount: Money): string =>
  formatMoney(amount, { minDecimals: moneyRules.scales.amount })

/** The amount at another scale: exact going finer, rounded (the default: half-even) going coarser. */
export function roundMoney(
  amount: Money,
  scale: number,
  rounding: Rounding = moneyRules.rounding,
): Money {
  checkShape({ currency: amount.currency, scale })
  return { ...amount, units: rescaled(amount.units, amount.scale, scale, rounding), scale }
}

function aligned(a: Money, b: Money, doing: string): [bigint, bigint, number] {
  if (a.currency !== b.currency)
    throw new MoneyError(`${a.currency} and ${b.currency} amounts cannot be ${doing}.`)
  const scale = Math.max(a.scale, b.scale)
  return [rescaled(a.units, a.scale, scale), rescaled(b.units, b.scale, scale), scale]
}

/** a + b, at the finer of their scales (exact). */
export function addMoney(a: Money, b: Money): Money {
  const [x, y, scale] = aligned(a, b, 'added')
  return { units: x + y, scale, currency: a.currency }
}

/** a − b, at the finer of their scales (exact). */
export function subtractMoney(a: Money, b: Money): Money {
  const [x, y, scale] = aligned(a, b, 'subtracted')
  return { units: x - y, scale, currency: a.currency }
}

export const negateMoney = (amount: Money): Money => ({ ...amount, units: -amount.units })

/** The amounts added up from nothing in the shape (an empty list is that nothing). */
export function sumMoney(amounts: Iterable<Money>, shape: MoneyShape): Money {
  let total = zeroMoney(shape)
  for (const amount of amounts) total = addMoney(total, amount)
  return total
}

/** -1, 0 or 1 as a is less than, equal to or more than b, whatever their scales. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const [x, y] = aligned(a, b, 'compared')
  return x < y ? -1 : x > y ? 1 : 0
}

export const isZeroMoney = (amount: Money): boolean => amount.units === 0n

/** The amount times a whole quantity (parts, minutes, messages): exact, at its scale. */
export function multiplyMoney(amount: Money, quantity: number | bigint): Money {
  return { ...amount, units: amount.units * wholeNumber(quantity, 'A quantity') }
}

/**
 * The amount times a decimal factor ('1.25' for a markup, '0.21' for a tax), at the amount's
 * scale or the one given, rounded once at the end (the default: half-even).
 */
export function multiplyByRate(
  amount: Money,
  rate: string,
  options: { scale?: number; rounding?: Rounding } = {},
): Money {
  const factor = readDecimal(rate)
  const scale = options.scale ?? amount.scale
  checkShape({ currency: amount.currency, scale })
  const product = amount.units * factor.units
  const units = rescaled(
    product,
    amount.scale + factor.scale,
    scale,
    options.rounding ?? moneyRules.rounding,
  )
  return { units, scale, currency: amount.currency }
}

/** The amount shared by a whole number above 0 (a cost per click), rounded at the scale given. */
export function divideMoney(
  amount: Money,
  divisor: number | bigint,
  options: { scale?: number; rounding?: Rounding } = {},
): Money {
  const by = wholeNumber(divisor, 'A divisor')
  if (by <= 0n) throw new MoneyError('A divisor must be above 0.')
  const scale = options.scale ?? amount.scale
  checkShape({ currency: amount.currency, scale })
  const units = divideRounded(
    amount.units * pow10(scale),
    by * pow10(amount.scale),
    options.rounding ?? moneyRules.rounding,
  )
  return { units, scale, currency: amount.currency }
}

/**
 * The amount split by whole weights (a routing split's 70/30, an invoice's lines) into parts
 * that add up to it exactly: each part its share rounded down, then the units left over one each
 * to the largest remainders, the earliest first on a tie. A negative amount splits like its
 * opposite, negated.
 */
export function allocateMoney(amount: Money, weights: readonly (number | bigint)[]): Money[] {
  const parts = weights.map((weight) => wholeNumber(weight, 'A weight'))
  const total = parts.reduce((sum, weight) => sum + weight, 0n)
  if (parts.some((weight) => weight < 0n) || total === 0n)
    throw new MoneyError('Weights are whole numbers of 0 or more, at least one above 0.')
  const magnitude = abs(amount.units)
  const shares = parts.map((weight) => (magnitude * weight) / total)
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0n)
  const byRemainder = parts
    .map((weight, index) => ({ index, remainder: (magnitude * weight) % total }))
    .sort((x, y) =>
      x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1,
    )
  for (const { index } of byRemainder) {
    if (left === 0n) break
    shares[index] = (shares[index] ?? 0n) + 1n
    left -= 1n
  }
  return shares.map((units) => ({ ...amount, units: amount.units < 0n ? -units : units }))
}
