import { useLocale } from 'react-aria-components'
import type { ImportCounts as Counts } from '../../../contract/data-file'
import messages from '../../../messages/audience-uploads/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { countKeys } from './format'
import * as styles from './uploads.css'

/** The counts of an import: new, updated, skipped, invalid, and the rows read so far. */
export function ImportCounts({ counts, label }: { counts: Counts; label: string }) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const number = new Intl.NumberFormat(locale)
  return (
    <dl aria-label={label} className={styles.counts}>
      {countKeys.map((key) => (
        <div key={key} className={styles.count}>
          <dd className={styles.countValue} data-count={key}>
            {number.format(counts[key])}
          </dd>
          <dt className={styles.countLabel}>{t(`count.${key}`)}</dt>
        </div>
      ))}
    </dl>
  )
}
