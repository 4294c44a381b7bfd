import { type ReactNode, useState } from 'react'
import { Button } from '../../design/Button'
import commonMessages from '../../messages/common/catalogue'
import frameMessages from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'
import { type LayoutFrame, LayoutFrameContext } from '../frame/layoutFrame'
import * as styles from './BlankLayout.css'
import { LazyAppearanceDialog } from './LazyAppearanceDialog'
import { PageMain } from './PageMain'
import { SkipLink } from './SkipLink'

/**
 * The layout of the sign-in and account pages: one card, no navigation. Drawn by the app's router
 * (routes/_blank.tsx) and, for the sign-in pages, without it (src/signin.tsx).
 */
export function BlankLayout({
  frame,
  isBeingLeft,
  children,
}: {
  frame: LayoutFrame
  isBeingLeft?: boolean
  children: ReactNode
}) {
  const t = useMessages(frameMessages)
  const common = useMessages(commonMessages)
  const [isAppearanceOpen, setAppearanceOpen] = useState(false)
  return (
    <div className={styles.shell}>
      <SkipLink />
      <p className={styles.brand}>{common('app.name')}</p>
      <PageMain className={styles.card} isBeingLeft={isBeingLeft}>
        <LayoutFrameContext.Provider value={frame}>{children}</LayoutFrameContext.Provider>
      </PageMain>
      <footer className={styles.footer}>
        <Button variant="ghost" onPress={() => setAppearanceOpen(true)}>
          {t('appearance.title')}
        </Button>
      </footer>
      <LazyAppearanceDialog isOpen={isAppearanceOpen} onOpenChange={setAppearanceOpen} />
    </div>
  )
}
