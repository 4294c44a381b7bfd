export { createPreferencesActors, type PreferencesActorDeps } from './preferences.actors'
export {
  type PreferencesContext,
  type PreferencesEvent,
  type PreferencesMachine,
  type PreferencesRef,
  type PreferencesSnapshot,
  preferencesMachine,
} from './preferences.machine'
export {
  type PreferencesStatus,
  selectPreferencesProblem,
  selectPreferencesStatus,
} from './selectors'
