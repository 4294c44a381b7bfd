import { count, sql } from 'drizzle-orm'
import type {
  HasUnreadResponse,
  NotificationTypesResponse,
} from '../../../../src/contract/notifications'
import { notificationTypeNames, notificationTypes } from '../../../../src/contract/notifications'
import type { Database } from '../../db/connect'
import { notifications } from '../../db/schema'
import type { Viewer } from '../../events/bus'
import { countVisible } from './counts'
import { visibleTo } from './visibility'

/** The unread badge, from the kept counts. */
export async function unreadSummary(db: Database, viewer: Viewer): Promise<HasUnreadResponse> {
  const { unread } = await countVisible(db, viewer)
  return { has_unread: unread > 0, unread_count: unread }
}

/** Every type with its label and level, and how many of the viewer's are of it (and unread). */
export async function typeSummaries(
  db: Database,
  viewer: Viewer,
): Promise<NotificationTypesResponse> {
  const rows = await db
    .select({
      type: notifications.type,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(visibleTo(viewer))
    .groupBy(notifications.type)
  return {
    data: notificationTypeNames.map((type) => {
      const counts = rows.find((row) => row.type === type)
      return {
        type,
        ...notificationTypes[type],
        total: counts?.total ?? 0,
        unread: counts?.unread ?? 0,
      }
    }),
  }
}
