import { toastScaleOf } from '../../contract/constants'
import type { UserPreferences } from '../../contract/user'
import { setLocale } from '../../services/locale'
import type { Notifier } from '../../services/notify'
import { applyTheme, saveThemePreference } from '../../services/theme'

/** Puts the chosen preferences into effect in this browser; fields not chosen stay as they are. */
export function applyPreferences(
  preferences: UserPreferences,
  notifier: Pick<Notifier, 'configure'>,
) {
  if (preferences.locale) setLocale(preferences.locale)
  if (preferences.theme) {
    saveThemePreference(preferences.theme)
    applyTheme(preferences.theme)
  }
  if (preferences.toast_duration)
    notifier.configure({ durationScale: toastScaleOf(preferences.toast_duration) })
}
