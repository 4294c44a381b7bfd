import { Dialog, Heading } from 'react-aria-components'
import { AnchoredPopover } from '../../design/AnchoredPopover'
import type { LazyPopoverProps } from '../../design/lazyOnIntent'
import messages from '../../messages/notifications/catalogue'
import { useMessages } from '../../messages/useMessages'
import { LatestNotifications } from './LatestNotifications'
import * as styles from './notifications.css'

/** The bell's popover, fetched on intent by NotificationsBell. */
export default function LatestNotificationsPopover({
  onChanged,
  ...popover
}: LazyPopoverProps & { onChanged: () => unknown }) {
  const t = useMessages(messages)
  return (
    <AnchoredPopover {...popover} className={styles.popover}>
      <Dialog className={styles.popoverDialog} aria-labelledby="latest-notifications-title">
        <Heading slot="title" id="latest-notifications-title" className={styles.popoverTitle}>
          {t('popover.title')}
        </Heading>
        <LatestNotifications onChanged={onChanged} onClose={() => popover.onOpenChange(false)} />
      </Dialog>
    </AnchoredPopover>
  )
}
