import { Outlet } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../design/Button'
import commonMessages from '../../messages/common/catalogue'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import { blankLayoutFrame } from '../frame/blankLayoutFrame'
import { LayoutFrameContext } from '../frame/layoutFrame'
import * as styles from './BlankLayout.css'
import { LazyAppearanceDialog } from './LazyAppearanceDialog'
import { PageMain } from './PageMain'
import { SkipLink } from './SkipLink'

/** The layout of the sign-in and account pages: one card, no navigation. */
export function BlankLayout() {
  const t = useMessages(frameMessages)
  const common = useMessages(commonMessages)
  const [isAppearanceOpen, setAppearanceOpen] = useState(false)
  return (
    <div className={styles.shell}>
      <SkipLink />
      <p className={styles.brand}>{common('app.name')}</p>
      <PageMain className={styles.card}>
        <LayoutFrameContext.Provider value={blankLayoutFrame}>
          <Outlet />
        </LayoutFrameContext.Provider>
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
