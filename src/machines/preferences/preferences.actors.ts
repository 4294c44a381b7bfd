import { fromPromise } from 'xstate'
import { failureMessage, type Result } from '../../contract/result'
import type { UserPreferences, UserResource } from '../../contract/user'

export interface PreferencesActorDeps {
  /** PUT user with the preferences: the stored ones are merged with these. */
  save(preferences: UserPreferences, signal: AbortSignal): Promise<Result<UserResource>>
}

export function createPreferencesActors(deps: PreferencesActorDeps) {
  return {
    save: fromPromise<UserResource, UserPreferences>(async ({ input, signal }) => {
      const answer = await deps.save(input, signal)
      if (!answer.ok) throw new Error(failureMessage(answer))
      return answer.data
    }),
  }
}
