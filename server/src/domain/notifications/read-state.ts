import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import { id as idSchema } from '../../../../src/contract/fields'
import type { NotificationResource } from '../../../../src/contract/notifications'
import { notifications } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { type Viewer, wordedEvent } from '../../events/bus'
import { presentNotification } from './present'
import { visibleTo } from './visibility'

type ReadStateDeps = Pick<AppDeps, 'db' | 'events' | 'clock'>

/**
 * Marks one of the viewer's notifications read (keeping the first read time) or unread. Null
 * when the viewer has no such notification, which the route answers with 404.
 */
export async function markNotification(
  deps: ReadStateDeps,
  viewer: Viewer,
  notificationId: string,
  read: boolean,
  locale: AppLocale,
): Promise<NotificationResource | null> {
  // Not one of our ids: no notification has it, and the database need not be asked.
  if (!idSchema.safeParse(notificationId).success) return null
  const target = and(visibleTo(viewer), eq(notifications.id, notificationId))
  const [changed] = await deps.db
    .update(notifications)
    .set({ readAt: read ? deps.clock() : null })
    // Only a real change is written (and announced): the first read time is kept.
    .where(and(target, read ? isNull(notifications.readAt) : isNotNull(notifications.readAt)))
    .returning()
  const row =
    changed ?? (await deps.db.select().from(notifications).where(target).limit(1)).at(0) ?? null
  if (!row) return null
  if (changed)
    deps.events.publish(
      wordedEvent(
        'notification.updated',
        row.teamId ? { userId: viewer.userId, teamId: row.teamId } : { userId: viewer.userId },
        (inLocale) => presentNotification(row, inLocale),
      ),
    )
  return presentNotification(row, locale)
}

/** Marks every unread notification the viewer sees read; answers how many changed. */
export async function markAllRead(deps: ReadStateDeps, viewer: Viewer): Promise<number> {
  const readAt = deps.clock()
  const changed = await deps.db
    .update(notifications)
    .set({ readAt })
    .where(and(visibleTo(viewer), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  if (changed.length > 0)
    deps.events.publish({
      name: 'notifications.read_all',
      audience: { userId: viewer.userId },
      data: { team_id: viewer.teamId, read_at: readAt.toISOString(), updated: changed.length },
    })
  return changed.length
}
