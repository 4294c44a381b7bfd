import type { SessionResponse } from '../contract/auth'
import { session as sessionConstants } from '../contract/signInConstants'
import {
  createSessionActors,
  type SessionActorRef,
  type SessionEvent,
  sessionMachine,
} from '../machines/session'
import { dictionaries } from './dictionaries'
import { createDraftStore } from './drafts'
import { createJournaledActor, type JournalInspector } from './journal/journaledActor'
import type { NetworkParts } from './network'
import { tokens } from './tokens'
import { createUserCookie } from './userCookie'

export { dictionaries }
export const drafts = createDraftStore(globalThis.sessionStorage)
export const userCookie = createUserCookie(globalThis.document)

/**
 * Where the session's calls go: the app's HTTP client, imported when a call needs it (`load`), or
 * once something else imported it (`loaded`: the sign-out of someone not signed in, and the
 * client's own events, wait for it). The app's entry has the client already; the sign-in pages
 * import it when the user turns to the form (src/signin.tsx).
 */
export interface SessionNetwork {
  load(): Promise<NetworkParts>
  loaded(): Promise<NetworkParts>
  /** Keeps the screens' calls waiting until this work is done (services/network.ts). */
  hold(work: Promise<unknown>): void
}

/**
 * What happens outside the machine: other tabs' tokens, the API refusing the session, a refresh
 * of the HTTP client's that got no answer, and the browser coming back online.
 */
function listenWith(network: SessionNetwork) {
  return (send: (event: SessionEvent) => void) => {
    // Another tab's new token is fresh, even if its marker is not visible here yet.
    const stopTokens = tokens.subscribe(window, (token) =>
      send({
        type: 'session.tokenChanged',
        token,
        refreshAt: tokens.refreshMarker() ?? Date.now() + sessionConstants.refreshMarkerMs,
      }),
    )
    let isListening = true
    let stopHttp = () => {}
    // The client's events come from its calls: none before it is imported.
    void network.loaded().then(({ httpEvents$ }) => {
      if (!isListening) return
      const subscription = httpEvents$.subscribe((event) => {
        if (event.type === 'http.sessionExpired') send({ type: 'session.expired' })
        if (event.type === 'http.connectionLost') send({ type: 'session.connectionLost' })
      })
      stopHttp = () => subscription.unsubscribe()
    })
    const online = () => send({ type: 'session.online' })
    window.addEventListener('online', online)
    return () => {
      isListening = false
      stopTokens()
      stopHttp()
      window.removeEventListener('online', online)
    }
  }
}

/** A session actor (not started) with its real side effects, its calls through `network`. */
export function createSession(options: {
  network: SessionNetwork
  redirectToLogin: () => void
  /** Records the session's events (see services/journal). */
  journal?: JournalInspector | null
}): SessionActorRef {
  const { network } = options
  const { actors, actions } = createSessionActors({
    tokens,
    refresher: {
      refresh: async (staleToken) => (await network.load()).refresher.refresh(staleToken),
    },
    calls: {
      user: async () => (await network.load()).authApi.user(),
      logout: (refreshToken) => {
        // Someone signed in is signed out at once; a visit without tokens says so to the server
        // once the client is there (the user turned to the form), and a sign-in waits for it.
        const signedIn = refreshToken !== null || tokens.access() !== null
        const work = (signedIn ? network.load() : network.loaded()).then(({ authApi }) =>
          authApi.logout(refreshToken),
        )
        if (!signedIn) network.hold(work)
        return work
      },
      sendVerificationNotice: async () => (await network.load()).authApi.sendVerificationNotice(),
    },
    userCache: userCookie,
    dictionaries,
    drafts,
    redirectToLogin: options.redirectToLogin,
    listen: listenWith(network),
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
