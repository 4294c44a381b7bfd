import { waitFor } from 'xstate'
import {
  type SessionActorRef,
  selectIsReloadingUser,
  selectVerification,
} from '../../machines/session'
import { httpEvents$ } from '../../services/http'
import type { AppRouter } from '../router'
import { showFatalNotFound } from './fatalNotFound'
import { whenAnotherTabSignsIn } from './otherTabs'

/**
 * The session machine's `redirectToLogin`: the page's own guard decides, so a public or guest
 * page stays and a signed-in page goes to /login with the way back. Before any load has begun
 * the guards will run anyway. A load under way, the first one included, had its guards passed
 * already (the cookie's user lets a reloaded page in; its loader may be the very call that was
 * refused), so the page is checked again once that load has resolved, and only if it is still
 * the page resolved: a page navigated to since ran its guards with the session as it is now
 * (checking it again could show its pending state over a form being typed in).
 */
export function recheckGuards(router: AppRouter) {
  if (!router.state.isLoading) {
    if (router.state.matches.length > 0) void router.invalidate()
    return
  }
  const loading = router.state.location.href
  const stop = router.subscribe('onResolved', () => {
    stop()
    if (router.state.location.href === loading) void router.invalidate()
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

/**
 * A sign-in in another tab: this tab's page is checked again once it has loaded the user, so a
 * sign-in page here moves on too. Must be installed before the session starts.
 */
export function followOtherTabs(router: AppRouter, session: SessionActorRef) {
  return whenAnotherTabSignsIn(session, () => recheckGuards(router))
}
