import { safeRedirect } from '../guardDecision'

const key = 'switchboard.googleReturn'

/** The page to return to survives the trip through Google in this tab's session storage. */
export function rememberGoogleReturn(redirect: string | undefined) {
  if (redirect) sessionStorage.setItem(key, redirect)
  else sessionStorage.removeItem(key)
}

export function takeGoogleReturn(): string {
  const redirect = sessionStorage.getItem(key)
  sessionStorage.removeItem(key)
  return safeRedirect(redirect)
}
