import { z } from 'zod'
import { money } from './constants'
import { says } from './messages'

/**
 * Money as people and configuration write it, checked before the money module reads it: a
 * decimal amount with at most the use's decimals, and an ISO-4217 currency the runtime knows.
 */

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'))

/** An ISO-4217 code ('EUR'), stored upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, says('field.currencyFormat'))
  .refine((code) => knownCurrencies.has(code), says('field.currencyUnknown'))

export interface MoneyTextRules {
  /** Decimals allowed, from `money.scales`. */
  scale: number
  /** Whether a minus sign is allowed (an adjustment may be negative; a price may not). */
  signed?: boolean
  /** @default money.maxWholeDigits */
  maxWholeDigits?: number
}

/** Whether the text is an amount under the rules ('12.50', and '-1.5' when signed). */
export function isMoneyText(text: string, rules: MoneyTextRules): boolean {
  const whole = rules.maxWholeDigits ?? money.maxWholeDigits
  const sign = rules.signed ? '-?' : ''
  const fraction = rules.scale > 0 ? `(\\.\\d{1,${rules.scale}})?` : ''
  return new RegExp(`^${sign}\\d{1,${whole}}${fraction}$`).test(text)
}

/** A request field holding an amount under the rules, as text (never a float). */
export const moneyText = (rules: MoneyTextRules) =>
  z
    .string()
    .trim()
    .refine((text) => isMoneyText(text, rules), says('field.amount'))
