import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { createMoneyDisplay } from '../../../contract/money-display'

/**
 * Counts, money and rates in the interface's locale. Money comes as decimal text in the team's
 * currency (money.defaultCurrency, named with it) and is written by the money module: two
 * decimals at least, a unit price's four at most, as per-message costs need.
 */
export function useReportFormat() {
  const { locale } = useLocale()
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale)
    const money = createMoneyDisplay(locale)
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    return {
      count: (value: number) => count.format(value),
      money: (value: string) => money(value),
      /** A share from 0 to 1; a dash when there was nothing to divide by. */
      rate: (value: number | null) => (value === null ? '–' : percent.format(value)),
    }
  }, [locale])
}

export type ReportFormat = ReturnType<typeof useReportFormat>
