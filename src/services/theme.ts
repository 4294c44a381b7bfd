// With its extension: vite.config.ts loads this module in Node to inline the boot script.
import {
  colorSchemePreferences,
  type ThemePrimary,
  themePrimaries,
} from '../contract/signInConstants.ts'

export const colorSchemes = ['light', 'dark'] as const
export type ColorScheme = (typeof colorSchemes)[number]

export { colorSchemePreferences }
export type ColorSchemePreference = (typeof colorSchemePreferences)[number]

export interface ThemePreference {
  primary: ThemePrimary
  scheme: ColorSchemePreference
}

export const defaultThemePreference: Readonly<ThemePreference> = {
  primary: 'green',
  scheme: 'system',
}

export const themeStorageKey = 'switchboard.theme'

/** The attributes on <html> that the theme selectors in design/themes.css.ts match. */
export const themeAttributes = {
  primary: 'data-theme-primary',
  scheme: 'data-color-scheme',
} as const

export const darkSchemeQuery = '(prefers-color-scheme: dark)'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

function isOneOf<Option extends string>(
  options: readonly Option[],
  value: unknown,
): value is Option {
  return options.some((option) => option === value)
}

/** Each field falls back to its default on its own, so one bad field does not reset the other. */
export function parseThemePreference(stored: string | null): ThemePreference {
  let parsed: unknown
  try {
    parsed = stored === null ? null : JSON.parse(stored)
  } catch {
    return defaultThemePreference
  }
  if (typeof parsed !== 'object' || parsed === null) return defaultThemePreference
  const { primary, scheme } = parsed as Record<string, unknown>
  return {
    primary: isOneOf(themePrimaries, primary) ? primary : defaultThemePreference.primary,
    scheme: isOneOf(colorSchemePreferences, scheme) ? scheme : defaultThemePreference.scheme,
  }
}

export function resolveColorScheme(
  scheme: ColorSchemePreference,
  systemIsDark: boolean,
): ColorScheme {
  if (scheme !== 'system') return scheme
  return systemIsDark ? 'dark' : 'light'
}

// Reading `localStorage` itself throws where the browser blocks site storage.
function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function readThemePreference(storage = browserStorage()): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(themeStorageKey) ?? null)
  } catch {
    return defaultThemePreference
  }
}

/** False when the browser refused to store it: the theme then lasts for this page only. */
export function saveThemePreference(
  preference: ThemePreference,
  storage = browserStorage(),
): boolean {
  try {
    storage?.setItem(themeStorageKey, JSON.stringify(preference))
    return storage !== undefined
  } catch {
    return false
  }
}

export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(darkSchemeQuery).matches ?? false
}

/** Sets the theme attributes on the root element and returns the scheme it resolved to. */
export function applyTheme(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
  systemIsDark = systemPrefersDark(),
): ColorScheme {
  const scheme = resolveColorScheme(preference.scheme, systemIsDark)
  root.setAttribute(themeAttributes.primary, preference.primary)
  root.setAttribute(themeAttributes.scheme, scheme)
  return scheme
}

export function subscribeToSystemScheme(onChange: (scheme: ColorScheme) => void): () => void {
  const query = globalThis.matchMedia?.(darkSchemeQuery)
  if (!query) return () => {}
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light')
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/**
 * Keeps <html> on the stored theme for the whole app, whether or not a theme switcher is mounted:
 * it follows the OS scheme while the preference is 'system', and changes made in other tabs.
 */
export function installThemeSync(target: Window = window): () => void {
  const applyStored = () => applyTheme(readThemePreference())
  applyStored()
  const unsubscribe = subscribeToSystemScheme(applyStored)
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) applyStored()
  }
  target.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    target.removeEventListener('storage', onStorage)
  }
}

const js = (value: unknown) => JSON.stringify(value)

/**
 * An inline script for the <head> of index.html: it applies the stored theme before the first
 * paint, so a dark theme never flashes light while the bundle loads. It repeats
 * parseThemePreference and applyTheme in ES5 (tests check they agree) because it runs before
 * any module does.
 */
export const themeBootScript = `(function(){var p={};try{p=JSON.parse(localStorage.getItem(${js(themeStorageKey)}))||{}}catch(e){}var primary=${js(themePrimaries)}.indexOf(p.primary)<0?${js(defaultThemePreference.primary)}:p.primary;var scheme=${js(colorSchemePreferences)}.indexOf(p.scheme)<0?${js(defaultThemePreference.scheme)}:p.scheme;if(scheme==="system")scheme=window.matchMedia&&window.matchMedia(${js(darkSchemeQuery)}).matches?"dark":"light";var root=document.documentElement;root.setAttribute(${js(themeAttributes.primary)},primary);root.setAttribute(${js(themeAttributes.scheme)},scheme)})()`
