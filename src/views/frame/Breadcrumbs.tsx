import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb } from 'react-aria-components'
import { Link } from '../../design/Link'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './Breadcrumbs.css'
import type { Crumb } from './trail'

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useMessages(frameMessages)
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <AriaBreadcrumbs className={styles.list} items={trail.map((crumb, id) => ({ ...crumb, id }))}>
        {(crumb) => (
          <Breadcrumb className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href}>{t(crumb.labelKey)}</Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {t(crumb.labelKey)}
              </span>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  )
}
