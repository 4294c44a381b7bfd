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

export type SignInRoute = (typeof prerenderedSignInPaths)[number] | '/password-reset/$'

/**
 * The guest pages drawn by the sign-in entry (signin.html, src/signin.tsx) without the app's
 * router: a first visit there loads neither the router nor the rest of the app. The server
 * answers their paths with that entry for a visitor who is not signed in; anywhere else, and for
 * a path the app's router would refuse (a malformed reset token), the app answers.
 */
export function matchSignInPage(
  pathname: string,
): { fullPath: SignInRoute; params: Record<string, string> } | undefined {
  const page = prerenderedSignInPaths.find((path) => path === pathname)
  if (page) return { fullPath: page, params: {} }
  const token = /^\/password-reset\/(.+)$/.exec(pathname)?.[1]
  if (token && isValidSplat(token))
    return { fullPath: '/password-reset/$', params: { _splat: token } }
  return undefined
}
