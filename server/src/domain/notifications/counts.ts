import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { notificationCounts } from '../../db/schema'
import type { Viewer } from '../../events/bus'

/** Notifications about the account are counted under this team key. */
const accountKey = ''

/**
 * How many notifications the viewer sees, and how many are unread, from the counts the
 * triggers keep: a row or two, however long the history.
 */
export async function countVisible(
  db: Database,
  viewer: Viewer,
): Promise<{ total: number; unread: number }> {
  const keys = viewer.teamId === null ? [accountKey] : [accountKey, viewer.teamId]
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${notificationCounts.total}), 0)`.mapWith(Number),
      unread: sql<number>`coalesce(sum(${notificationCounts.unread}), 0)`.mapWith(Number),
    })
    .from(notificationCounts)
    .where(
      and(eq(notificationCounts.userId, viewer.userId), inArray(notificationCounts.teamKey, keys)),
    )
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 }
}
