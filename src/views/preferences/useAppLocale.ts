import { useSyncExternalStore } from 'react'
import type { AppLocale } from '../../contract/signInConstants'
import { defaultLocale, readLocale, subscribeToLocale } from '../../services/locale'

/** The interface locale of this browser, re-rendering when it changes (here or in another tab). */
export function useAppLocale(): AppLocale {
  return useSyncExternalStore(
    (onChange) => subscribeToLocale(onChange),
    () => readLocale(),
    () => defaultLocale,
  )
}
