import { useCallback, useEffect, useState } from 'react'
import {
  applyTheme,
  readThemePreference,
  resolveColorScheme,
  saveThemePreference,
  subscribeToSystemScheme,
  systemPrefersDark,
  type ThemePreference,
} from '../services/theme'

/** The stored theme preference, applied to <html> and kept in step with the OS scheme. */
export function useThemePreference() {
  const [preference, setStoredPreference] = useState(readThemePreference)
  const [systemIsDark, setSystemIsDark] = useState(systemPrefersDark)

  useEffect(() => subscribeToSystemScheme((scheme) => setSystemIsDark(scheme === 'dark')), [])

  useEffect(() => {
    applyTheme(preference, document.documentElement, systemIsDark)
  }, [preference, systemIsDark])

  const setPreference = useCallback((next: ThemePreference) => {
    saveThemePreference(next)
    setStoredPreference(next)
  }, [])

  return {
    preference,
    colorScheme: resolveColorScheme(preference.scheme, systemIsDark),
    setPreference,
  }
}
