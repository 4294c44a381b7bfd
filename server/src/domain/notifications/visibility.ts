import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import { notifications } from '../../db/schema'
import type { Viewer } from '../../events/bus'

/**
 * The notifications a user sees while working in a team: their own, about the account or about
 * that team. Everyone else's, and their own in other teams, are not there at all (404).
 */
export function visibleTo(viewer: Viewer): SQL {
  const teamScope =
    viewer.teamId === null
      ? isNull(notifications.teamId)
      : or(isNull(notifications.teamId), eq(notifications.teamId, viewer.teamId))
  return and(eq(notifications.userId, viewer.userId), teamScope) as SQL
}
