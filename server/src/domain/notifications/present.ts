import type { AppLocale } from '../../../../src/contract/constants'
import {
  type NotificationResource,
  notificationTypes,
} from '../../../../src/contract/notifications'
import type { notifications } from '../../db/schema'
import { readWords } from '../../http/stored-words'

export type NotificationRow = typeof notifications.$inferSelect

/**
 * A notification as the API shows it, in the reader's language (one stored before its words
 * were kept shows its English); the level comes from its type.
 */
export function presentNotification(row: NotificationRow, locale: AppLocale): NotificationResource {
  return {
    id: row.id,
    type: row.type,
    level: notificationTypes[row.type].level,
    title: readWords(row.words?.title, row.title, locale),
    body: readWords(row.words?.body, row.body, locale),
    link: row.link,
    data: row.data,
    team_id: row.teamId,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  }
}
