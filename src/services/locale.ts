import { type AppLocale, appLocales, rightToLeftLocales } from '../contract/signInConstants'

export const localeStorageKey = 'switchboard.locale'
export const defaultLocale: AppLocale = 'en'
const localeCookieName = 'switchboard_locale'
const localeCookieSeconds = 400 * 24 * 60 * 60

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

// Reading `localStorage` itself throws where the browser blocks site storage.
function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export const isAppLocale = (value: unknown): value is AppLocale =>
  appLocales.some((locale) => locale === value)

export const directionOf = (locale: AppLocale): 'ltr' | 'rtl' =>
  rightToLeftLocales.includes(locale) ? 'rtl' : 'ltr'

export function readLocale(storage = browserStorage()): AppLocale {
  try {
    const stored = storage?.getItem(localeStorageKey)
    return isAppLocale(stored) ? stored : defaultLocale
  } catch {
    return defaultLocale
  }
}

/**
 * The locale, also in a cookie: the server reads it to send a page prerendered in English only
 * to an English interface (server/src/http/client.ts), so no other language opens in English.
 */
export function keepLocaleCookie(locale: AppLocale, jar: { cookie: string } = document) {
  jar.cookie = `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieSeconds}; SameSite=Lax`
}

/** Sets the language and direction of the whole document (overlays and toasts included). */
export function applyLocale(locale: AppLocale, root: HTMLElement = document.documentElement) {
  root.setAttribute('lang', locale)
  root.setAttribute('dir', directionOf(locale))
}

const listeners = new Set<(locale: AppLocale) => void>()

/**
 * The interface locale of this browser: kept in local storage (so signed-out pages keep it too),
 * applied to <html>, and told to every subscriber of this tab.
 */
export function setLocale(locale: AppLocale, storage = browserStorage()) {
  try {
    storage?.setItem(localeStorageKey, locale)
  } catch {
    // Storage refused: the locale lasts for this page only.
  }
  keepLocaleCookie(locale)
  applyLocale(locale)
  for (const listener of listeners) listener(locale)
}

/** Calls back with each new locale, from this tab or another; returns the unsubscribe. */
export function subscribeToLocale(
  listener: (locale: AppLocale) => void,
  target: Window = window,
): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== localeStorageKey) return
    const locale = readLocale()
    applyLocale(locale)
    listener(locale)
  }
  target.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    target.removeEventListener('storage', onStorage)
  }
}
