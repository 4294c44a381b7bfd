import type { Viewer } from '../events/bus'
import type { AuthState } from './context'

/** The signed-in user and the team they work in, as notifications and event streams see them. */
export function viewerOf(auth: AuthState): Viewer {
  return { userId: auth.user.id, teamId: auth.team?.id ?? null }
}
