import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'

/** Formats API timestamps (ISO 8601) as dates in the interface's locale; '—' for none. */
export function useDateText(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const { locale } = useLocale()
  const key = JSON.stringify(options)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the options
  const format = useMemo(() => new Intl.DateTimeFormat(locale, options), [locale, key])
  return (value: string | null | undefined) => (value ? format.format(new Date(value)) : '—')
}
