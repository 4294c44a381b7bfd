import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** How long ago an API timestamp was, in the interface's locale ("5 minutes ago", "now"). */
export function useAgeText(now: () => number = Date.now) {
  const { locale } = useLocale()
  const format = useMemo(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }), [locale])
  return (value: string) => {
    const elapsed = new Date(value).getTime() - now()
    for (const [unit, size] of units)
      if (Math.abs(elapsed) >= size) return format.format(Math.trunc(elapsed / size), unit)
    return format.format(0, 'minute')
  }
}
