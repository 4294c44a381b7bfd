import type { PreferencesSnapshot } from './preferences.machine'

export type PreferencesStatus = 'saved' | 'saving' | 'failed'

export function selectPreferencesStatus(snapshot: PreferencesSnapshot): PreferencesStatus {
  if (snapshot.matches('failed')) return 'failed'
  return snapshot.hasTag('busy') ? 'saving' : 'saved'
}

export const selectPreferencesProblem = (snapshot: PreferencesSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.problem : null
