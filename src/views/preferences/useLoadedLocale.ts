import { useEffect, useState } from 'react'
import type { AppLocale } from '../../contract/signInConstants'
import { isLocaleLoaded, loadLocale } from '../../messages/localeTables'
import { defaultLocale } from '../../services/locale'

/**
 * `wanted` once its messages are here, fetching them if need be; until then the locale shown
 * before, so a page never mixes two languages. Should the fetch fail, the page stays in the locale
 * it was in (a deploy's missing chunk reloads the page through services/chunkReload).
 */
export function useLoadedLocale(wanted: AppLocale): AppLocale {
  const [shown, setShown] = useState(() => (isLocaleLoaded(wanted) ? wanted : defaultLocale))
  useEffect(() => {
    let current = true
    loadLocale(wanted).then(
      () => current && setShown(wanted),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wanted])
  return isLocaleLoaded(wanted) ? wanted : shown
}
