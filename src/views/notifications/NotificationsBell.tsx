import { useNavigate } from '@tanstack/react-router'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { notifications as notificationLimits, toast } from '../../contract/constants'
import type { NotificationResource } from '../../contract/notifications'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import { LatestNotifications } from './LatestNotifications'
import * as styles from './notifications.css'
import { useUnreadNotifications } from './useUnreadNotifications'

/**
 * The header's bell: the unread count, live over the event stream; pressed, the newest few in a
 * popover. A notification raised meanwhile also shows as a toast (spec §9: 5000 ms).
 */
export function NotificationsBell() {
  const t = useMessages(messages)
  const notifier = useNotify()
  const navigate = useNavigate()
  const announce = ({ title, body, level, link }: NotificationResource) =>
    notifier.notify({
      type: level,
      ...(body ? { title, message: body } : { message: title }),
      timeoutMs: toast.notificationTimeoutMs,
      ...(link ? { action: { label: t('toast.open'), run: () => navigate({ href: link }) } } : {}),
    })
  const { unreadCount, readAgain } = useUnreadNotifications(announce)
  const badge =
    unreadCount > notificationLimits.badgeCap
      ? t('bell.countCapped', { cap: notificationLimits.badgeCap })
      : t('bell.count', { count: unreadCount })
  return (
    <DialogTrigger>
      <Button className={styles.bell} aria-label={t('bell.label', { count: unreadCount })}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.icon}>
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unreadCount > 0 && (
          <span aria-hidden="true" className={styles.badge}>
            {badge}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.popoverDialog} aria-labelledby="latest-notifications-title">
          {({ close }) => (
            <>
              <Heading slot="title" id="latest-notifications-title" className={styles.popoverTitle}>
                {t('popover.title')}
              </Heading>
              <LatestNotifications onChanged={readAgain} onClose={close} />
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
