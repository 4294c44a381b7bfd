import type { SessionResponse } from '../contract/auth'
import { session as sessionConstants } from '../contract/constants'
import {
  createSessionActors,
  type SessionActorRef,
  type SessionEvent,
  sessionMachine,
} from '../machines/session'
import { createAuthApi } from './api/auth'
import { createTeamsApi } from './api/teams'
import { dictionaries } from './dictionaries'
import { createDraftStore } from './drafts'
import { api, httpEvents$, refresher, tokens } from './http'
import { createJournaledActor, type JournalInspector } from './journal/journaledActor'
import { createUserCookie } from './userCookie'

export const authApi = createAuthApi(api)
export const teamsApi = createTeamsApi(api)
export { dictionaries }
export const drafts = createDraftStore(globalThis.sessionStorage)
export const userCookie = createUserCookie(globalThis.document)

/**
 * What happens outside the machine: other tabs' tokens, the API refusing the session, a refresh
 * of the HTTP client's that got no answer, and the browser coming back online.
 */
function listen(send: (event: SessionEvent) => void) {
  // Another tab's new token is fresh, even if its marker is not visible here yet.
  const stopTokens = tokens.subscribe(window, (token) =>
    send({
      type: 'session.tokenChanged',
      token,
      refreshAt: tokens.refreshMarker() ?? Date.now() + sessionConstants.refreshMarkerMs,
    }),
  )
  const subscription = httpEvents$.subscribe((event) => {
    if (event.type === 'http.sessionExpired') send({ type: 'session.expired' })
    if (event.type === 'http.connectionLost') send({ type: 'session.connectionLost' })
  })
  const online = () => send({ type: 'session.online' })
  window.addEventListener('online', online)
  return () => {
    stopTokens()
    subscription.unsubscribe()
    window.removeEventListener('online', online)
  }
}

/** The app's session actor (not started), with its real side effects. */
export function createAppSession(options: {
  redirectToLogin: () => void
  /** Records the session's events (see services/journal). */
  journal?: JournalInspector | null
}): SessionActorRef {
  const { actors, actions } = createSessionActors({
    tokens,
    refresher,
    calls: {
      user: () => authApi.user(),
      logout: (refreshToken) => authApi.logout(refreshToken),
      sendVerificationNotice: () => authApi.sendVerificationNotice(),
    },
    userCache: userCookie,
    dictionaries,
    drafts,
    redirectToLogin: options.redirectToLogin,
    listen,
  })
  return createJournaledActor(
    options.journal ?? null,
    sessionMachine.provide({ actors, actions }),
    { systemId: 'session' },
  )
}

/** A sign-in screen's answer becomes the session: tokens stored (every tab sees them), then told. */
export function startSession(session: SessionActorRef, answer: SessionResponse) {
  tokens.store({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
  session.send({
    type: 'session.signedIn',
    token: answer.access_token,
    refreshAt: tokens.refreshMarker() ?? Date.now(),
    user: answer.user,
  })
}
