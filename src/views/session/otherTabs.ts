import { waitFor } from 'xstate'
import { type SessionActorRef, selectIsSettled } from '../../machines/session'
import { tokens } from '../../services/tokens'

/** How long a sign-in noticed from another tab may take to load its user here. */
const otherTabSignInLimitMs = 60_000

/**
 * A sign-in in another tab reaches this one as a new token (the session machine loads the
 * user); `then` runs once it has. Must be installed before the session starts: it has to see the
 * session still signed out.
 */
export function whenAnotherTabSignsIn(session: SessionActorRef, then: () => void): () => void {
  return tokens.subscribe(window, (token) => {
    if (!token || !session.getSnapshot().hasTag('signedOut')) return
    waitFor(session, (snapshot) => selectIsSettled(snapshot) && !snapshot.hasTag('signedOut'), {
      timeout: otherTabSignInLimitMs,
    }).then(
      then,
      // The token did not lead to a session here (refused, or another sign-out came first).
      () => {},
    )
  })
}
