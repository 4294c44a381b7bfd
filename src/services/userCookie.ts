import { serverTokens } from '../contract/signInConstants'
import type { UserResource } from '../contract/user'

const cookieName = 'switchboard_user'

/** A user as the API writes it, checked just enough to be trusted as a cache. */
function isUser(value: unknown): value is UserResource {
  const user = value as Partial<UserResource> | null
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (user.email_verified_at === null || typeof user.email_verified_at === 'string')
  )
}

export interface CookieJar {
  cookie: string
  location?: { protocol: string }
}

/**
 * The current user persisted in a cookie (spec §3), so a reload shows the signed-in screens at
 * once while the server confirms it. It lives as long as the refresh token could, and holds
 * only what GET user answers: never a token or a password.
 */
export function createUserCookie(jar: CookieJar) {
  const secure = jar.location?.protocol === 'https:' ? '; Secure' : ''
  const write = (value: string, maxAgeSeconds: number) => {
    jar.cookie = `${cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
  }
  return {
    read(): UserResource | null {
      const entry = jar.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`))
      if (!entry) return null
      try {
        const user: unknown = JSON.parse(decodeURIComponent(entry.slice(cookieName.length + 1)))
        return isUser(user) ? user : null
      } catch {
        return null
      }
    },
    write(user: UserResource) {
      write(encodeURIComponent(JSON.stringify(user)), Math.floor(serverTokens.refreshTtlMs / 1000))
    },
    clear() {
      write('', 0)
    },
  }
}

export type UserCookie = ReturnType<typeof createUserCookie>
