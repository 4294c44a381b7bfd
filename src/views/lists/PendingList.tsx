import { Spinner } from '../../design/Spinner'
import commonMessages from '../../messages/common/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './lists.css'

/** What a page shows while its first load takes a while. */
export function PendingList() {
  const common = useMessages(commonMessages)
  return (
    <p role="status" className={styles.loading}>
      <Spinner /> {common('status.loading')}
    </p>
  )
}
