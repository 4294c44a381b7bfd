import { createFileRoute } from '@tanstack/react-router'
import {
  NotificationsPending,
  NotificationsScreen,
} from '../../../notifications/NotificationsScreen'
import { loadNotifications } from '../../../notifications/notificationsLoader'
import { validateNotificationsSearch } from '../../../notifications/notificationsSearch'

export const Route = createFileRoute('/_default/_auth/notifications')({
  validateSearch: validateNotificationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadNotifications(deps, abortController.signal),
  pendingComponent: NotificationsPending,
  component: NotificationsScreen,
})
