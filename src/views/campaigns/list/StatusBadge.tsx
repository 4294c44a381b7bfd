import type { DeliveryStateName } from '../../../contract/sms-campaign'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './campaigns.css'

/** Where a campaign's delivery is, in a word and a tone. */
export function StatusBadge({ status }: { status: DeliveryStateName }) {
  const t = useMessages(messages)
  return (
    <span className={styles.badge[status]} data-status={status}>
      {t(`status.${status}`)}
    </span>
  )
}
