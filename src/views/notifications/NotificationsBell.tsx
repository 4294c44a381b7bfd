import { useNavigate } from '@tanstack/react-router'
import { Suspense } from 'react'
import { Button } from 'react-aria-components'
import { notifications as notificationLimits, toast } from '../../contract/constants'
import type { NotificationResource } from '../../contract/notifications'
import { Icon } from '../../design/Icon'
import { lazyOnIntent, useLazyPopoverTrigger } from '../../design/lazyOnIntent'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useNotify } from '../../services/NotifyProvider'
import * as styles from './notifications.css'
import { useUnreadNotifications } from './useUnreadNotifications'

const latest = lazyOnIntent(() => import('./LatestNotificationsPopover'))

/**
 * The header's bell: the unread count, live over the event stream; pressed, the newest few in a
 * popover fetched on intent (see lazyOnIntent). A notification raised meanwhile also shows as a
 * toast (spec §9: 5000 ms).
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
  const { unreadCount, readAgain, live } = useUnreadNotifications(announce)
  const { triggerProps, popoverProps, hasOpened } = useLazyPopoverTrigger({
    preload: latest.preload,
    hasPopup: 'dialog',
  })
  const badge =
    unreadCount > notificationLimits.badgeCap
      ? t('bell.countCapped', { cap: notificationLimits.badgeCap })
      : t('bell.count', { count: unreadCount })
  return (
    <>
      <Button
        className={styles.bell}
        aria-label={t('bell.label', { count: unreadCount })}
        // Whether new notifications are heard as they come (what a test waits on before it
        // raises one).
        data-live={live || undefined}
        {...triggerProps}
      >
        <Icon name="lucide:bell" className={styles.icon} />
        {unreadCount > 0 && (
          <span aria-hidden="true" className={styles.badge}>
            {badge}
          </span>
        )}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <latest.Component {...popoverProps} onChanged={readAgain} />
        </Suspense>
      )}
    </>
  )
}
