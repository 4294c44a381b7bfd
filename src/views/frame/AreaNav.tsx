import { useLocation } from '@tanstack/react-router'
import { Link } from 'react-aria-components'
import * as styles from './AreaNav.css'
import { type AreaId, areas } from './areas'
import { isCurrentPath } from './useCurrentPage'

/** The sub-navigation of one area, shown under every page title of that area. */
export function AreaNav({ areaId }: { areaId: AreaId }) {
  const area = areas[areaId]
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <nav aria-label={`${area.label} pages`} className={styles.nav}>
      {area.nav.map((group, index) => (
        <div key={group.label ?? index} className={styles.group}>
          {group.label && <p className={styles.groupLabel}>{group.label}</p>}
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link
                  href={link.to}
                  className={styles.link}
                  aria-current={isCurrentPath(link.to, pathname) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
