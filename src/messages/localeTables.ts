import type { AppLocale } from '../contract/signInConstants'
import { defaultLocale } from '../services/locale'
import type { Catalogue, LocaleTables, MessageTable } from './catalogue'

type LaterLocale = Exclude<AppLocale, 'en'>

// Each later locale is one module of every area's messages, fetched only by a browser that shows
// it: an English page carries no Arabic or Persian.
const loaders: Record<LaterLocale, () => Promise<{ default: LocaleTables }>> = {
  ar: () => import('./locales/ar.js'),
  fa: () => import('./locales/fa.js'),
}

const loaded = new Map<AppLocale, LocaleTables>()
const loading = new Map<AppLocale, Promise<void>>()

/** Makes a locale's messages available at once (the tests, which render every locale). */
export function addLocaleTables(locale: AppLocale, tables: LocaleTables) {
  loaded.set(locale, tables)
}

const isLater = (locale: AppLocale): locale is LaterLocale => locale !== defaultLocale

/** Whether every catalogue can be said in `locale` now. */
export const isLocaleLoaded = (locale: AppLocale): boolean => !isLater(locale) || loaded.has(locale)

/** Fetches a locale's messages once; settles at once for English or a locale already here. */
export function loadLocale(locale: AppLocale): Promise<void> {
  if (!isLater(locale) || loaded.has(locale)) return Promise.resolve()
  const known = loading.get(locale)
  if (known) return known
  const load = loaders[locale]().then(
    (module) => addLocaleTables(locale, module.default),
    (error: unknown) => {
      loading.delete(locale)
      throw error
    },
  )
  loading.set(locale, load)
  return load
}

/** The catalogue's table in `locale`: its own, the locale module's, or none yet. */
export function tableOf<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: AppLocale,
): MessageTable<Key> | undefined {
  const own = catalogue[locale]
  if (own) return own
  const area = catalogue.area
  return area === undefined ? undefined : (loaded.get(locale)?.[area] as MessageTable<Key>)
}
