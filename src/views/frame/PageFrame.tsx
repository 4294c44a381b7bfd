import { useMatch } from '@tanstack/react-router'
import { AreaNav } from './AreaNav'
import { Breadcrumbs } from './Breadcrumbs'
import * as styles from './PageFrame.css'
import { findPage, pageKey } from './pages'
import { breadcrumbTrail } from './trail'

/** What the current page is about: a record id, or the sub-path of a splat route. */
function subjectOf(params: Record<string, string | undefined>): string | undefined {
  return params.id ?? (params._splat || undefined)
}

/**
 * The frame every screen of spec §2 renders: breadcrumb, title, the area's sub-navigation and
 * what the screen is for. Screens fill in their content as their issues land.
 */
export function PageFrame({
  children,
  subject: givenSubject,
}: {
  children?: React.ReactNode
  /** Replaces the subject read from the URL; null shows none (a secret token, say). */
  subject?: string | null
}) {
  const match = useMatch({ strict: false })
  const page = findPage(match.fullPath)
  if (!page) throw new Error(`No page is declared for the route ${match.fullPath}`)
  const params = match.params as Record<string, string | undefined>
  const subject = givenSubject === undefined ? subjectOf(params) : givenSubject
  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        {page.layout === 'default' && (
          <Breadcrumbs trail={breadcrumbTrail(pageKey(match.fullPath), page, params)} />
        )}
        <h1 className={styles.title}>
          {page.title}
          {subject && <span className={styles.subject}> · {subject}</span>}
        </h1>
        <p className={styles.purpose}>{page.purpose}</p>
      </div>
      {page.layout === 'default' && <AreaNav areaId={page.area} />}
      {children ?? (
        <p className={styles.notice}>
          {page.layout === 'default'
            ? 'This screen has no tools yet. Use the navigation to reach the parts of Switchboard that are ready.'
            : 'This page has no tools yet.'}
        </p>
      )}
    </div>
  )
}
