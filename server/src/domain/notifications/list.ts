import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { AppLocale } from '../../../../src/contract/constants'
import { listMetaOf } from '../../../../src/contract/list'
import type {
  NotificationList,
  NotificationListQuery,
} from '../../../../src/contract/notifications'
import type { Database } from '../../db/connect'
import { notifications } from '../../db/schema'
import type { Viewer } from '../../events/bus'
import { countVisible } from './counts'
import { presentNotification } from './present'
import { visibleTo } from './visibility'

const sortColumns = { created_at: notifications.createdAt } as const

/** `%` and `_` in a search are meant literally, not as LIKE wildcards. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * The list's total: from the kept counts unless a type or a search narrows it (the read status
 * is kept there too), else counted.
 */
async function totalOf(
  db: Database,
  viewer: Viewer,
  query: NotificationListQuery,
  where: SQL | undefined,
): Promise<number> {
  if (query.filter.type || query.search) {
    const [counted] = await db.select({ value: count() }).from(notifications).where(where)
    return counted?.value ?? 0
  }
  const { total, unread } = await countVisible(db, viewer)
  if (query.filter.status === 'unread') return unread
  if (query.filter.status === 'read') return total - unread
  return total
}

/** One page of the viewer's notifications, newest first; `search` reads titles and bodies. */
export async function listNotifications(
  db: Database,
  viewer: Viewer,
  query: NotificationListQuery,
  locale: AppLocale,
): Promise<NotificationList> {
  const { type, status } = query.filter
  const pattern = query.search ? literalPattern(query.search) : undefined
  const where = and(
    visibleTo(viewer),
    type ? eq(notifications.type, type) : undefined,
    status === 'unread' ? isNull(notifications.readAt) : undefined,
    status === 'read' ? isNotNull(notifications.readAt) : undefined,
    pattern
      ? or(
          ilike(notifications.title, pattern),
          ilike(notifications.body, pattern),
          // The words in the other languages, so a reader finds what they see.
          ilike(sql`${notifications.words}::text`, pattern),
        )
      : undefined,
  )
  const order = query.sort.map(({ field, direction }) =>
    direction === 'desc' ? desc(sortColumns[field]) : asc(sortColumns[field]),
  )
  const tieBreak =
    query.sort[0]?.direction === 'asc' ? asc(notifications.id) : desc(notifications.id)
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...order, tieBreak)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    totalOf(db, viewer, query, where),
  ])
  return {
    data: rows.map((row) => presentNotification(row, locale)),
    meta: listMetaOf(total, query.page, query.per_page),
  }
}
