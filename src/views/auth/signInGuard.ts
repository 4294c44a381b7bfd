import { waitFor } from 'xstate'
import { type SessionActorRef, selectIsSettled } from '../../machines/session'
import { decideGuard } from '../guardDecision'
import { whenAnotherTabSignsIn } from '../session/otherTabs'

/**
 * The guest guard of the sign-in pages drawn without the router: someone signed in (already, or
 * in another tab meanwhile) leaves for the page they asked for, as the app's `guest` routes do.
 * Must be installed before the session starts.
 */
export function leaveWhenSignedIn(
  session: SessionActorRef,
  redirect: string | undefined,
  leave: (href: string) => void,
): void {
  const check = () => {
    const decision = decideGuard('guest', session.getSnapshot(), '', redirect)
    if (decision.kind === 'redirect') leave(decision.href)
  }
  whenAnotherTabSignsIn(session, check)
  void waitFor(session, selectIsSettled).then(check)
}
