/** A splat is a path: segments of URL-unreserved characters. */
const splatSegmentPattern = /^[A-Za-z0-9._~-]+$/
const maxSplatLength = 512

/** Whether the rest of a path taken by a splat route (`/password-reset/{token}`) is well formed. */
export function isValidSplat(splat: string): boolean {
  if (splat === '') return true
  if (splat.length > maxSplatLength) return false
  const segments = splat.replace(/\/$/, '').split('/')
  return segments.every((segment) => splatSegmentPattern.test(segment))
}

/** The sign-in pages whose HTML is written at build time (scripts/build/prerender.mjs). */
export const prerenderedSignInPaths = ['/login', '/signup', '/forget-password'] as const

/** The visitor pages of the blank layout drawn by the sign-in entry without being prerendered. */
const otherSignInPaths = ['/google/auth', '/google/callback'] as const

/** The splat pages of the sign-in entry, by the path before their token. */
const splatSignInPages = [
  ['/password-reset/', '/password-reset/$'],
  ['/team-invitations/', '/team-invitations/$'],
] as const

export type SignInRoute =
  | (typeof prerenderedSignInPaths)[number]
  | (typeof otherSignInPaths)[number]
  | (typeof splatSignInPages)[number][1]

/**
 * The visitor pages drawn by the sign-in entry (signin.html, src/signin.tsx) without the app's
 * router: a first visit there loads neither the router nor the rest of the app. The server
 * answers their paths with that entry for a visitor who is not signed in (a team invitation
 * included: accepting it signed in is the app's); anywhere else, and for a path the app's router
 * would refuse (a malformed token), the app answers.
 */
export function matchSignInPage(
  pathname: string,
): { fullPath: SignInRoute; params: Record<string, string> } | undefined {
  const page = [...prerenderedSignInPaths, ...otherSignInPaths].find((path) => path === pathname)
  if (page) return { fullPath: page, params: {} }
  for (const [prefix, fullPath] of splatSignInPages) {
    const token = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
    if (token && isValidSplat(token)) return { fullPath, params: { _splat: token } }
  }
  return undefined
}

/**
 * GET /api/server-settings (see server-settings.ts): how this server is set up, as far as the
 * client shows it. Outside /api/proxy like the build id, so a proxying server answers it too.
 */
export const serverSettingsPath = '/api/server-settings'

/** The outcome a browser following a verification link lands on: `/verify-email?status=…`. */
export const verifyEmailStatuses = [
  'verified',
  'already-verified',
  'invalid-link',
  'expired-link',
] as const
export type VerifyEmailStatus = (typeof verifyEmailStatuses)[number]
