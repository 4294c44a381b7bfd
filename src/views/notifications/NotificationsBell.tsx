import { useNavigate } from '@tanstack/react-router'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { notifications as notificationLimits, toast } from '../../contract/constants'
import type { NotificationResource } from '../../contract/notifications'
import { Icon } from '../../design/Icon'
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
        <Icon name="lucide:bell" className={styles.icon} />
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
