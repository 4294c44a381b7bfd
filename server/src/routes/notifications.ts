import { Hono } from 'hono'
import { notificationListQuery } from '../../../src/contract/notifications'
import { notificationPaths } from '../../../src/contract/routes'
import type { AppDeps } from '../deps'
import { listNotifications } from '../domain/notifications/list'
import { markAllRead, markNotification } from '../domain/notifications/read-state'
import { typeSummaries, unreadSummary } from '../domain/notifications/summary'
import { requireAuth } from '../http/auth'
import type { AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { localeOf, wordsFor } from '../http/locale'
import { readQuery } from '../http/validate'
import { viewerOf } from '../http/viewer'

const notFound = () => new ApiError(404, 'notification.notFound')

/**
 * The signed-in user's notifications in their current team (and those about the account). A
 * signed-in user is enough: the client shows /notifications before the address is verified.
 */
export function notificationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const auth = requireAuth(deps)

  app.get(`/${notificationPaths.list}`, auth, async (c) =>
    c.json(
      await listNotifications(
        deps.db,
        viewerOf(c.get('auth')),
        readQuery(c, notificationListQuery),
        localeOf(c),
      ),
    ),
  )

  app.get(`/${notificationPaths.hasUnread}`, auth, async (c) =>
    c.json(await unreadSummary(deps.db, viewerOf(c.get('auth')))),
  )

  app.get(`/${notificationPaths.types}`, auth, async (c) =>
    c.json(await typeSummaries(deps.db, viewerOf(c.get('auth')))),
  )

  app.post(`/${notificationPaths.readAll}`, auth, async (c) => {
    const updated = await markAllRead(deps, viewerOf(c.get('auth')))
    return c.json({ message: wordsFor(c)('notification.allRead'), updated })
  })

  app.post(`/${notificationPaths.read}`, auth, async (c) => {
    const notification = await markNotification(
      deps,
      viewerOf(c.get('auth')),
      c.req.param('id'),
      true,
      localeOf(c),
    )
    if (!notification) throw notFound()
    return c.json(notification)
  })

  app.post(`/${notificationPaths.unread}`, auth, async (c) => {
    const notification = await markNotification(
      deps,
      viewerOf(c.get('auth')),
      c.req.param('id'),
      false,
      localeOf(c),
    )
    if (!notification) throw notFound()
    return c.json(notification)
  })

  return app
}
