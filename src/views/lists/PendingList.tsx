import { Spinner } from '../../design/Spinner'
import * as styles from './lists.css'

/** What a page shows while its first load takes a while. */
export function PendingList() {
  return (
    <p role="status" className={styles.loading}>
      <Spinner /> Loading…
    </p>
  )
}
