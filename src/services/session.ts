import type { SessionActorRef } from '../machines/session'
import type { JournalInspector } from './journal/journaledActor'
import { holdNetwork } from './network'
import * as network from './networkParts'
import { createSession } from './sessionCore'

export { authApi, teamsApi } from './networkParts'
export { dictionaries, drafts, startSession, userCookie } from './sessionCore'

/** The app's session actor (not started), with its real side effects, its client at hand. */
export function createAppSession(options: {
  redirectToLogin: () => void
  /** Records the session's events (see services/journal). */
  journal?: JournalInspector | null
}): SessionActorRef {
  const parts = Promise.resolve(network)
  return createSession({
    ...options,
    network: { load: () => parts, loaded: () => parts, hold: holdNetwork },
  })
}
