import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'

/** Formats epoch milliseconds in the app's locale, to the second. */
export function useTimeFormat(dateStyle: 'short' | 'medium') {
  const { locale } = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'medium' })
    return (time: number) => format.format(new Date(time))
  }, [locale, dateStyle])
}
