import { Outlet } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../design/Button'
import { blankLayoutFrame } from '../frame/blankLayoutFrame'
import { LayoutFrameContext } from '../frame/layoutFrame'
import * as styles from './BlankLayout.css'
import { LazyAppearanceDialog } from './LazyAppearanceDialog'
import { mainContentId, SkipLink } from './SkipLink'

/** The layout of the sign-in and account pages: one card, no navigation. */
export function BlankLayout() {
  const [isAppearanceOpen, setAppearanceOpen] = useState(false)
  return (
    <div className={styles.shell}>
      <SkipLink />
      <p className={styles.brand}>Switchboard</p>
      <main id={mainContentId} tabIndex={-1} className={styles.card}>
        <LayoutFrameContext.Provider value={blankLayoutFrame}>
          <Outlet />
        </LayoutFrameContext.Provider>
      </main>
      <footer className={styles.footer}>
        <Button variant="ghost" onPress={() => setAppearanceOpen(true)}>
          Appearance
        </Button>
      </footer>
      <LazyAppearanceDialog isOpen={isAppearanceOpen} onOpenChange={setAppearanceOpen} />
    </div>
  )
}
