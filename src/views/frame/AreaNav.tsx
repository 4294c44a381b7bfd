import { useLocation } from '@tanstack/react-router'
import { Link } from 'react-aria-components'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './AreaNav.css'
import { type AreaId, areas } from './areas'
import { isCurrentPath } from './useCurrentPage'

/** The sub-navigation of one area, shown under every page title of that area. */
export function AreaNav({ areaId }: { areaId: AreaId }) {
  const area = areas[areaId]
  const t = useMessages(frameMessages)
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <nav aria-label={t('areaNav.label', { area: t(area.labelKey) })} className={styles.nav}>
      {area.nav.map((group, index) => (
        <div key={group.labelKey ?? index} className={styles.group}>
          {group.labelKey && <p className={styles.groupLabel}>{t(group.labelKey)}</p>}
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link
                  href={link.to}
                  className={styles.link}
                  aria-current={isCurrentPath(link.to, pathname) ? 'page' : undefined}
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
