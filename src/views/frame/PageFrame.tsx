import { useContext } from 'react'
import frameBlankMessages from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'
import { LayoutFrameContext } from './layoutFrame'
import * as styles from './PageFrame.css'
import { pageKey } from './pageKey'
import { useBlankPageText } from './pageText'

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
  const t = useMessages(frameBlankMessages)
  const frame = useContext(LayoutFrameContext)
  if (!frame) {
    throw new Error(
      'PageFrame needs its layout: render it under BlankLayout or DefaultLayout, or give it a LayoutFrameContext (frame/layoutFrame.ts)',
    )
  }
  const match = frame.useMatch()
  // The layout's words of its pages: constant for a layout, so the same hook on every render.
  const usePageText = frame.usePageText ?? useBlankPageText
  const pageText = usePageText()
  const page = frame.findPage(match.fullPath)
  if (!page) throw new Error(`No page is declared for the route ${match.fullPath}`)
  const { params } = match
  const subject = givenSubject === undefined ? subjectOf(params) : givenSubject
  const { navigation } = frame
  const navigationProps = { path: pageKey(match.fullPath), page, params }
  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        {navigation && <navigation.Trail {...navigationProps} />}
        <h1 className={styles.title}>
          {pageText(page.titleKey)}
          {subject && <span className={styles.subject}> · {subject}</span>}
        </h1>
        <p className={styles.purpose}>{pageText(page.purposeKey)}</p>
      </div>
      {navigation && <navigation.AreaNav {...navigationProps} />}
      {children ?? (
        <p className={styles.notice}>
          {t(page.layout === 'default' ? 'pageFrame.noToolsYet' : 'pageFrame.blankNoToolsYet')}
        </p>
      )}
    </div>
  )
}
