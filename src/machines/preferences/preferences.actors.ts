import { fromPromise } from 'xstate'
import type { UserPreferences, UserResource } from '../../contract/user'

export interface PreferencesActorDeps {
  /** PUT user with the preferences: the stored ones are merged with these. */
  save(
    preferences: UserPreferences,
    signal: AbortSignal,
  ): Promise<{ ok: true; data: UserResource } | { ok: false; error?: { message: string } }>
}

export function createPreferencesActors(deps: PreferencesActorDeps) {
  return {
    save: fromPromise<UserResource, UserPreferences>(async ({ input, signal }) => {
      const answer = await deps.save(input, signal)
      if (!answer.ok)
        throw new Error(answer.error?.message ?? 'Your preferences could not be saved.')
      return answer.data
    }),
  }
}
