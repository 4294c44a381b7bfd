import { useLocale } from 'react-aria-components'

/**
 * A range of whole days from the URL (`2026-03-01` to `2026-03-07`) in words of the interface
 * locale, for a filter chip. The days are calendar days, so they are read in UTC to stay put.
 */
export function useDaysText() {
  const { locale } = useLocale()
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return (from: string | undefined, to: string | undefined) =>
    from && to
      ? format.formatRange(new Date(`${from}T00:00Z`), new Date(`${to}T00:00Z`))
      : undefined
}
