import { money } from './constants'
import { formatMoney, type Money, moneyFromText, roundMoney } from './money'

export interface MoneyDisplayRules {
  /** @default money.scales.amount */
  minDecimals?: number
  /** Rounded past this by the money module (half-even), never by Intl. @default money.scales.unitPrice */
  maxDecimals?: number
}

/**
 * Amounts in a reader's locale (digits grouped and written as the locale writes them), without
 * a currency symbol. Intl is handed the exact decimal text, which it formats digit for digit,
 * so no amount goes through a float on its way to the screen. Text from the API is in the
 * team's currency, read exactly at the finest scale.
 */
export function createMoneyDisplay(locale: string, rules: MoneyDisplayRules = {}) {
  const minDecimals = rules.minDecimals ?? money.scales.amount
  const maxDecimals = Math.max(rules.maxDecimals ?? money.scales.unitPrice, minDecimals)
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  })
  return (amount: Money | string): string => {
    const exact = typeof amount === 'string' ? moneyFromText(amount) : amount
    const shown = exact.scale > maxDecimals ? roundMoney(exact, maxDecimals) : exact
    return format.format(formatMoney(shown) as `${number}`)
  }
}
