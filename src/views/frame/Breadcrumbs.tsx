import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb } from 'react-aria-components'
import { Link } from '../../design/Link'
import * as styles from './Breadcrumbs.css'
import type { Crumb } from './trail'

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <AriaBreadcrumbs className={styles.list} items={trail.map((crumb, id) => ({ ...crumb, id }))}>
        {(crumb) => (
          <Breadcrumb className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {crumb.label}
              </span>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  )
}
