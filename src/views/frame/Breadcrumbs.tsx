import { Link } from '../../design/Link'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Breadcrumbs.css'
import type { Crumb } from './trail'
import { usePageText } from './usePageText'

/**
 * The trail above a signed-in page. A plain list of React Aria links: React Aria's Breadcrumbs
 * would add its collection machinery (~5 KB) to every signed-in first load for a list that never
 * changes while it is shown.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useMessages(frameMessages)
  const label = usePageText()
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <ol className={styles.list}>
        {trail.map((crumb) => (
          <li key={`${crumb.labelKey} ${crumb.href ?? ''}`} className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href}>{label(crumb.labelKey)}</Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {label(crumb.labelKey)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
