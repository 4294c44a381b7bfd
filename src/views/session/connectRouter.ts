import { waitFor } from 'xstate'
import {
  type SessionActorRef,
  selectIsReloadingUser,
  selectIsSettled,
  selectVerification,
} from '../../machines/session'
import { httpEvents$, tokens } from '../../services/http'
import type { AppRouter } from '../router'
import { showFatalNotFound } from './fatalNotFound'

/** The layouts whose pages need a session: a guest or public page has nothing to recheck. */
const sessionLayouts = ['/_auth', '/_unverified', '/_verified', '/_staff']

const showsSessionPage = (router: AppRouter) =>
  router.state.matches.some((match) =>
    sessionLayouts.some((layout) => match.routeId.includes(layout)),
  )

/**
 * The session machine's `redirectToLogin`: a page that needs a session is checked again by its
 * own guard, which sends it to /login with the way back. A guest or public page is left alone
 * (checking it again could show its pending state over a form being typed in). A load under way,
 * the first one included, had its guards passed already (the cookie's user lets a reloaded page
 * in; its loader may be the very call that was refused), so the page is checked once it resolves.
 */
export function recheckGuards(router: AppRouter) {
  const recheck = () => {
    if (showsSessionPage(router)) void router.invalidate()
  }
  if (!router.state.isLoading) {
    recheck()
    return
  }
  const stop = router.subscribe('onResolved', () => {
    stop()
    recheck()
  })
}

/**
 * The error catalogue's navigation (spec §8): a 409 goes to /verify-email once the user is
 * fetched again (so the verification guard agrees), a 404 shows the fatal not-found page.
 */
export function followHttpVerdicts(router: AppRouter, session: SessionActorRef) {
  const subscription = httpEvents$.subscribe((event) => {
    if (event.type === 'http.notFound') showFatalNotFound(router.state.location.href)
    if (event.type !== 'http.unverified') return
    session.send({ type: 'session.reload' })
    void waitFor(session, (snapshot) => !selectIsReloadingUser(snapshot)).then((snapshot) => {
      if (selectVerification(snapshot) === 'unverified')
        void router.navigate({ to: '/verify-email' })
    })
  })
  return () => subscription.unsubscribe()
}

/** How long a sign-in noticed from another tab may take to load its user here. */
const otherTabSignInLimitMs = 60_000

/**
 * A sign-in in another tab reaches this one as a new token (the session machine loads the
 * user); once it has, this tab's page is checked again, so a sign-in page here moves on too.
 * Must be installed before the session starts: it has to see the session still signed out.
 */
export function followOtherTabs(router: AppRouter, session: SessionActorRef) {
  return tokens.subscribe(window, (token) => {
    if (!token || !session.getSnapshot().hasTag('signedOut')) return
    waitFor(session, (snapshot) => selectIsSettled(snapshot) && !snapshot.hasTag('signedOut'), {
      timeout: otherTabSignInLimitMs,
    }).then(
      () => recheckGuards(router),
      // The token did not lead to a session here (refused, or another sign-out came first).
      () => {},
    )
  })
}
