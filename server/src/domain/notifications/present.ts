import {
  type NotificationResource,
  notificationTypes,
} from '../../../../src/contract/notifications'
import type { notifications } from '../../db/schema'

export type NotificationRow = typeof notifications.$inferSelect

/** A notification as the API shows it; the level comes from its type. */
export function presentNotification(row: NotificationRow): NotificationResource {
  return {
    id: row.id,
    type: row.type,
    level: notificationTypes[row.type].level,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    team_id: row.teamId,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  }
}
