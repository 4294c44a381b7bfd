import { money } from './constants'
import { formatMoney, type Money, moneyFromText, roundMoney } from './money'

export interface MoneyDisplayRules {
  /** @default money.scales.amount */
  minDecimals?: number
  /** Rounded past this by the money module (half-even), never by Intl. @default money.scales.unitPrice */
  maxDecimals?: number
  /** The currency of amounts given as text: the team's. @default money.defaultCurrency */
  currency?: string
}

/**
 * Amounts in a reader's locale with their currency, as the locale writes it (`€12.50`,
 * `١٢٫٥٠ €`). Intl is handed the exact decimal text, which it formats digit for digit, so no
 * amount goes through a float on its way to the screen. Text from the API is in the team's
 * currency, read exactly at the finest scale; a `Money` says its own currency, as may a caller
 * (an offer's payout).
 */
export function createMoneyDisplay(locale: string, rules: MoneyDisplayRules = {}) {
  const minDecimals = rules.minDecimals ?? money.scales.amount
  const maxDecimals = Math.max(rules.maxDecimals ?? money.scales.unitPrice, minDecimals)
  const formats = new Map<string, Intl.NumberFormat>()
  const formatIn = (currency: string) => {
    let format = formats.get(currency)
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: minDecimals,
        maximumFractionDigits: maxDecimals,
      })
      formats.set(currency, format)
    }
    return format
  }
  return (amount: Money | string, currency?: string): string => {
    const exact =
      typeof amount === 'string'
        ? moneyFromText(amount, currency ?? rules.currency ?? money.defaultCurrency)
        : amount
    const shown = exact.scale > maxDecimals ? roundMoney(exact, maxDecimals) : exact
    return formatIn(shown.currency).format(formatMoney(shown) as `${number}`)
  }
}
