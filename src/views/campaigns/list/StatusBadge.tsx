import type { DeliveryStateName } from '../../../contract/sms-campaign'
import * as styles from './campaigns.css'
import { statusWords } from './statusWords'

/** Where a campaign's delivery is, in a word and a tone. */
export function StatusBadge({ status }: { status: DeliveryStateName }) {
  return (
    <span className={styles.badge[status]} data-status={status}>
      {statusWords[status]}
    </span>
  )
}
