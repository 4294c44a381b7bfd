import type { NotificationResource } from '../../contract/notifications'
import { failureMessage } from '../../contract/result'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { notificationsApi } from './notificationsApi'

/**
 * Marks a notification read or unread, then `onMarked` (the caller reads its list and count
 * again); a refusal is told in a toast with the server's reason.
 */
export function useMarkNotification(onMarked: () => unknown) {
  const t = useMessages(messages)
  const notifier = useNotify()
  return async (notification: NotificationResource, read: boolean) => {
    const result = await (read
      ? notificationsApi.read(notification.id)
      : notificationsApi.unread(notification.id))
    if (!result.ok)
      notifier.notify({
        type: 'danger',
        message: t('item.failed', { reason: failureMessage(result) }),
      })
    await onMarked()
  }
}
