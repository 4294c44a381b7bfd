import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { defaultLocale, isAppLocale } from '../services/locale'
import type { Catalogue, Translate } from './catalogue'
import { translator } from './translate'

/** The catalogue's messages in the interface locale (React Aria's I18nProvider). */
export function useMessages<Key extends string>(catalogue: Catalogue<Key>): Translate<Key> {
  const { locale } = useLocale()
  const appLocale = isAppLocale(locale) ? locale : defaultLocale
  return useMemo(() => translator(catalogue, appLocale), [catalogue, appLocale])
}
