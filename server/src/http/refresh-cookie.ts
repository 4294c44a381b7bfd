import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { serverTokens } from '../../../src/contract/constants'

const name = 'switchboard_refresh'
/** Sent only to the token calls (refresh, logout), never to the rest of the API. */
const path = '/api/proxy/api/v1/token'

/**
 * The refresh token also travels as an httpOnly cookie, so a browser session survives even when
 * the client keeps only the access token (the client sends `credentials: include`).
 */
export function setRefreshCookie(c: Context, refreshToken: string, appUrl: string): void {
  setCookie(c, name, refreshToken, {
    path,
    httpOnly: true,
    sameSite: 'Lax',
    secure: appUrl.startsWith('https:'),
    maxAge: serverTokens.refreshTtlMs / 1000,
  })
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, name)
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, name, { path })
}
