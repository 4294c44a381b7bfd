import { useLocation } from '@tanstack/react-router'
import { Link } from 'react-aria-components'
import { roleCan } from '../../contract/permissions'
import type { TeamRole } from '../../contract/team'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './AreaNav.css'
import type { Page } from './pages'
import { isCurrentPath } from './useCurrentPage'
import { usePageText } from './usePageText'

/** The address of a sub-page of a splat page (`/my-account/$` + 'password'). */
export function subPageHref(pagePath: string, subPath: string): string {
  const base = pagePath.replace(/\/\$$/, '')
  return subPath ? `${base}/${subPath}` : base
}

/**
 * The sub-pages of a splat page as links; those the role in the current team may not see are
 * left out (the server refuses them too).
 */
export function SubPageNav({
  page,
  pagePath,
  role,
}: {
  page: Page
  pagePath: string
  role: TeamRole | null
}) {
  const t = useMessages(frameMessages)
  const pageText = usePageText()
  const pathname = useLocation({ select: (location) => location.pathname })
  const shown = (page.subPages ?? []).filter(
    (subPage) => !subPage.permission || (role !== null && roleCan(role, subPage.permission)),
  )
  return (
    <nav
      aria-label={t('subPageNav.label', { page: pageText(page.titleKey) })}
      className={styles.nav}
    >
      <ul className={styles.list}>
        {shown.map((subPage) => {
          const href = subPageHref(pagePath, subPage.path)
          return (
            <li key={subPage.path}>
              <Link
                href={href}
                className={styles.link}
                aria-current={isCurrentPath(href, pathname) ? 'page' : undefined}
              >
                {t(subPage.titleKey)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
