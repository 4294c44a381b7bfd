import { Link } from 'react-aria-components'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './NotificationsBell.css'

export function NotificationsBell() {
  const t = useMessages(frameMessages)
  return (
    <Link href="/notifications" aria-label={t('header.notifications')} className={styles.bell}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.icon}>
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
    </Link>
  )
}
