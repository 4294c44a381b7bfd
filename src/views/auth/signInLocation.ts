import { matchSignInPage, type SignInRoute } from '../../contract/paths'
import type { AuthNavigation } from './authNavigation'

/** Where a sign-in page drawn without the router stands: its page, query and notice. */
export interface SignInLocation {
  match: { fullPath: SignInRoute; params: Record<string, string> }
  search: Record<string, string>
  /** Said above the sign-in form (history state, as the app's router keeps it). */
  notice?: string
}

/** The sign-in page at the browser's address; undefined where the app answers instead. */
export function readSignInLocation(target: Window): SignInLocation | undefined {
  const match = matchSignInPage(target.location.pathname)
  if (!match) return undefined
  const state: { signInNotice?: unknown } | null = target.history.state
  const notice = typeof state?.signInNotice === 'string' ? state.signInNotice : undefined
  return {
    match,
    search: Object.fromEntries(new URLSearchParams(target.location.search)),
    ...(notice !== undefined && { notice }),
  }
}

/**
 * A sign-in screen's navigation without the router. Another sign-in page with a notice to say
 * (a password reset leading to /login) is shown in place (`show`); any other page is loaded,
 * which loads the app there: the tokens are in local storage and the user cookie is set, so
 * the session carries over. `leave` is told first: the page stays on screen until the next one
 * arrives, and what was typed into it meanwhile would be lost; the page goes once `leave`'s
 * promise settles (the journal stores its last entries, the sign-in itself, before the page goes).
 */
export function browserAuthNavigation(
  target: Window,
  show: (location: SignInLocation) => void,
  leave: () => Promise<unknown>,
): AuthNavigation {
  return {
    replaceWith: (href, { signInNotice } = {}) => {
      const url = new URL(href, target.location.href)
      if (signInNotice !== undefined && matchSignInPage(url.pathname)) {
        target.history.replaceState({ signInNotice }, '', url)
        const location = readSignInLocation(target)
        if (location) return show(location)
      }
      void leave().finally(() => target.location.replace(url))
    },
  }
}
