import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'

/** Numbers and shares in the interface's locale (Arabic digits in ar), the locale and its direction. */
export function useChartFormat() {
  const { locale, direction } = useLocale()
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale)
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    return {
      locale,
      isRtl: direction === 'rtl',
      number: (value: number) => number.format(value),
      percent: (share: number) => percent.format(share / 100),
    }
  }, [locale, direction])
}

export type ChartFormat = ReturnType<typeof useChartFormat>
