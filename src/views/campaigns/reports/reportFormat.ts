import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'

/**
 * Counts, money and rates in the interface's locale. Money comes as decimal text in the team's
 * currency (teams have none named yet, so no symbol): two decimals at least, four at most, as
 * per-message costs need.
 */
export function useReportFormat() {
  const { locale } = useLocale()
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale)
    const money = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    })
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    return {
      count: (value: number) => count.format(value),
      money: (value: string) => money.format(Number(value)),
      /** A share from 0 to 1; a dash when there was nothing to divide by. */
      rate: (value: number | null) => (value === null ? '–' : percent.format(value)),
    }
  }, [locale])
}

export type ReportFormat = ReturnType<typeof useReportFormat>
