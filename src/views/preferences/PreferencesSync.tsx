import { useEffect, useRef } from 'react'
import { selectUser } from '../../machines/session'
import { useNotify } from '../../services/NotifyProvider'
import { useSessionSelector } from '../session/useSession'
import { applyPreferences } from './applyPreferences'

/**
 * The signed-in user's preferences follow them to this browser: applied when they sign in and
 * whenever the account's preferences change (another browser, the preferences page). Only a
 * change is applied, so a theme picked here for the moment is not undone by an unrelated
 * update of the user (a team switch).
 */
export function PreferencesSync() {
  const notifier = useNotify()
  const user = useSessionSelector(selectUser)
  const applied = useRef<string | null>(null)
  useEffect(() => {
    if (!user?.preferences) {
      applied.current = null
      return
    }
    const key = `${user.id} ${JSON.stringify(user.preferences)}`
    if (key === applied.current) return
    applied.current = key
    applyPreferences(user.preferences, notifier)
  }, [user, notifier])
  return null
}
