import { type ReactNode, useRef } from 'react'
import { I18nProvider } from 'react-aria-components'
import type { AppLocale } from '../../contract/signInConstants'
import { applyLocale } from '../../services/locale'
import { useAppLocale } from './useAppLocale'
import { useLoadedLocale } from './useLoadedLocale'

/**
 * The interface locale for React Aria (numbers, dates, direction) and for <html> (lang, dir),
 * so overlays and toasts outside the app's tree turn right to left too; a new locale is taken
 * once its messages have arrived.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLoadedLocale(useAppLocale())
  // Applied while rendering, before any child's effect runs: a page that sets a direction of
  // its own while it is shown (the design gallery) keeps it.
  const applied = useRef<AppLocale | null>(null)
  if (applied.current !== locale) {
    applied.current = locale
    applyLocale(locale)
  }
  return <I18nProvider locale={locale}>{children}</I18nProvider>
}
