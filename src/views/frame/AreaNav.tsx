import { useLocation } from '@tanstack/react-router'
import { Link } from 'react-aria-components'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { usePreloadOnIntent } from '../usePreloadOnIntent'
import * as styles from './AreaNav.css'
import { areas } from './areas'
import type { PageNavigationProps } from './layoutFrame'
import { standingOf } from './trail'
import { isCurrentPath } from './useCurrentPage'

/**
 * The sub-navigation of one area, shown under every page title of that area. The tab marked is
 * the page's own or, on a page with no tab (a campaign, a sub-page), the nearest page above it.
 */
export function AreaNav({ path, page, params }: PageNavigationProps) {
  const area = areas[page.area]
  const t = useMessages(frameMessages)
  const pathname = useLocation({ select: (location) => location.pathname })
  const links = area.nav.flatMap((group) => group.links)
  const current = [pathname, ...standingOf(path, page, params)]
    .map((address) => links.find((link) => isCurrentPath(link.to, address)))
    .find((link) => link !== undefined)
  // The tab of a page above this one is where the page belongs, not the page itself.
  const currentKind = current && isCurrentPath(current.to, pathname) ? 'page' : 'true'
  const preloadOf = usePreloadOnIntent()
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
                  aria-current={link === current ? currentKind : undefined}
                  {...preloadOf(link.to)}
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
