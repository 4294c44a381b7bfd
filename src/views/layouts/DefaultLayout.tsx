import { Outlet } from '@tanstack/react-router'
import { defaultLayoutFrame } from '../frame/defaultLayoutFrame'
import { LayoutFrameContext } from '../frame/layoutFrame'
import { ConnectionNotice } from '../session/ConnectionNotice'
import * as styles from './DefaultLayout.css'
import { Header } from './Header'
import { PageMain } from './PageMain'
import { SideNav } from './SideNav'
import { SkipLink } from './SkipLink'
import { usePageBeingLeft } from './usePageBeingLeft'

/** The signed-in shell: header, sidebar (a menu below lg) and the page. */
export function DefaultLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <div className={styles.body}>
        <aside className={styles.sidebar}>
          <SideNav />
        </aside>
        <PageMain className={styles.main} isBeingLeft={usePageBeingLeft()}>
          <ConnectionNotice />
          <LayoutFrameContext.Provider value={defaultLayoutFrame}>
            <Outlet />
          </LayoutFrameContext.Provider>
        </PageMain>
      </div>
    </div>
  )
}
