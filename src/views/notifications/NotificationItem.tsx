import type { NotificationResource } from '../../contract/notifications'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import { useDateText } from '../lists/useDateText'
import * as styles from './notifications.css'
import { typeLabelKeys } from './typeLabels'

export interface NotificationItemProps {
  notification: NotificationResource
  /** Marks it read or unread (the list offers both, the bell's popover only read). */
  onMark: (notification: NotificationResource, read: boolean) => unknown
  /** Offers "Mark unread" on a read one. @default false */
  canMarkUnread?: boolean
  /** Pressed with its link, before the app moves there (the popover closes). */
  onOpen?: () => void
}

/** One notification: what it is about (a link there when it has one), when, and its marks. */
export function NotificationItem({
  notification,
  onMark,
  canMarkUnread = false,
  onOpen,
}: NotificationItemProps) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const { title, body, link, read_at: readAt } = notification
  return (
    <li className={readAt ? styles.item : styles.unreadItem}>
      <p className={styles.itemTitle}>{title}</p>
      {body && <p className={styles.itemBody}>{body}</p>}
      <p className={styles.itemFacts}>
        <span>{t(typeLabelKeys[notification.type])}</span>
        <span>{dateText(notification.created_at)}</span>
        {!readAt && <strong>{t('item.unread')}</strong>}
      </p>
      <div className={styles.itemActions}>
        {link && (
          <Link href={link} aria-label={t('item.openOf', { title })} onPress={onOpen}>
            {t('item.open')}
          </Link>
        )}
        {!readAt && (
          <Button
            size="s"
            aria-label={t('item.markReadOf', { title })}
            onPress={() => onMark(notification, true)}
          >
            {t('item.markRead')}
          </Button>
        )}
        {readAt && canMarkUnread && (
          <Button
            size="s"
            aria-label={t('item.markUnreadOf', { title })}
            onPress={() => onMark(notification, false)}
          >
            {t('item.markUnread')}
          </Button>
        )}
      </div>
    </li>
  )
}
