import { notFound, type ParsedLocation, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import { type SessionActorRef, selectIsSettled } from '../machines/session'
import type { GuardName } from './frame/pages'
import { decideGuard } from './guardDecision'

export { afterVerification, decideGuard, type GuardDecision, safeRedirect } from './guardDecision'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which guard a pathless layout route applies to the pages below it. */
    guard?: GuardName
  }
}

/** What every route knows: the session actor the guards wait on. */
export interface RouterContext {
  session: SessionActorRef
}

/** The server could not be reached to confirm the session: the error page's general variant. */
export class SessionUnavailableError extends Error {
  override readonly name = 'SessionUnavailableError'
  readonly status = 503
}

/**
 * Waits for the session to settle (no flash of the wrong page), then applies the guard. An
 * unreachable server is asked once more (the error page's "Try again" comes back here).
 */
export async function checkGuard(
  guard: GuardName,
  session: SessionActorRef,
  location: Pick<ParsedLocation, 'href' | 'search'>,
) {
  const redirectTo = (location.search as { redirect?: unknown }).redirect
  const decide = async () =>
    decideGuard(guard, await waitFor(session, selectIsSettled), location.href, redirectTo)
  let decision = await decide()
  if (decision.kind === 'unavailable') {
    session.send({ type: 'session.retry' })
    decision = await decide()
  }
  if (decision.kind === 'unavailable') throw new SessionUnavailableError(decision.message)
  if (decision.kind === 'signIn')
    throw redirect({ to: '/login', search: { redirect: decision.redirect }, replace: true })
  if (decision.kind === 'redirect') throw redirect({ href: decision.href, replace: true })
  if (decision.kind === 'notFound') throw notFound()
}

/** A pathless guard route: its name (read by the route table tests) and its beforeLoad check. */
export const guarded = (guard: GuardName) => ({
  staticData: { guard },
  beforeLoad: ({
    context,
    location,
  }: {
    context: RouterContext
    location: Pick<ParsedLocation, 'href' | 'search'>
  }) => checkGuard(guard, context.session, location),
})
