import { type VerifyEmailStatus, verifyEmailStatuses } from '../../contract/paths'

const textParam = (value: unknown, max = 2048): string | undefined =>
  typeof value === 'string' && value !== '' && value.length <= max ? value : undefined

const only = <T extends object>(entries: T): T =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as T

/** `?redirect=`: the page to return to after signing in (checked again where it is used). */
export interface RedirectSearch {
  redirect?: string
}

export const validateRedirectSearch = (search: Record<string, unknown>): RedirectSearch =>
  only({ redirect: textParam(search.redirect) })

/** /signup: the way back, and the address of an invitation to prefill. */
export interface SignupSearch extends RedirectSearch {
  email?: string
}

export const validateSignupSearch = (search: Record<string, unknown>): SignupSearch =>
  only({ redirect: textParam(search.redirect), email: textParam(search.email, 254) })

/** /password-reset/{token}?email=: the mailed link names the address. */
export const validateEmailSearch = (search: Record<string, unknown>): { email?: string } =>
  only({ email: textParam(search.email, 254) })

/** /verify-email?status=: where following the mailed link ended. */
export const validateVerifySearch = (
  search: Record<string, unknown>,
): { status?: VerifyEmailStatus } => {
  const status = verifyEmailStatuses.find((value) => value === search.status)
  return only({ status })
}

/** /google/callback: what Google appends (a code and our state, or an error). */
export interface GoogleCallbackSearch {
  code?: string
  state?: string
  error?: string
}

export const validateGoogleCallbackSearch = (
  search: Record<string, unknown>,
): GoogleCallbackSearch =>
  only({
    code: textParam(search.code),
    state: textParam(search.state),
    error: textParam(search.error, 200),
  })
