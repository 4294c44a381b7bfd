import { session } from '../../contract/signInConstants'

const keys = {
  access: 'switchboard.token',
  refresh: 'switchboard.refreshToken',
  refreshMarker: 'switchboard.refreshMarker',
} as const

export interface TokenPair {
  accessToken: string
  refreshToken?: string | null
}

/**
 * The session's tokens in local storage (spec §3): the access token, the refresh token and the
 * refresh marker, a time 10 minutes ahead after which the token is refreshed. Local storage is
 * shared by every tab, so a sign-in or sign-out in one tab is seen by the others through
 * `subscribe`.
 */
export function createTokenStore(storage: Storage, now: () => number = Date.now) {
  return {
    access: () => storage.getItem(keys.access),
    refresh: () => storage.getItem(keys.refresh),
    refreshMarker: () => {
      const marker = Number(storage.getItem(keys.refreshMarker))
      return Number.isFinite(marker) && marker > 0 ? marker : null
    },
    /** Whether the refresh marker has passed (or was never set). */
    isRefreshDue: () => {
      const marker = Number(storage.getItem(keys.refreshMarker))
      return !(marker > now())
    },
    store(tokens: TokenPair) {
      storage.setItem(keys.access, tokens.accessToken)
      if (tokens.refreshToken) storage.setItem(keys.refresh, tokens.refreshToken)
      storage.setItem(keys.refreshMarker, String(now() + session.refreshMarkerMs))
    },
    clear() {
      storage.removeItem(keys.access)
      storage.removeItem(keys.refresh)
      storage.removeItem(keys.refreshMarker)
    },
    /** Calls back when another tab changes the access token (signs in, refreshes or signs out). */
    subscribe(
      target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
      onChange: (token: string | null) => void,
    ) {
      const listener = (event: StorageEvent) => {
        if (event.key === keys.access || event.key === null) onChange(storage.getItem(keys.access))
      }
      target.addEventListener('storage', listener)
      return () => target.removeEventListener('storage', listener)
    },
  }
}

export type TokenStore = ReturnType<typeof createTokenStore>
