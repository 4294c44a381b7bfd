import { AreaNav } from './AreaNav'
import { Breadcrumbs } from './Breadcrumbs'
import type { LayoutFrame } from './layoutFrame'
import { findPage } from './pages'
import { useRoutedMatch } from './routedMatch'
import { breadcrumbTrail } from './trail'
import { usePageText } from './usePageText'

/** The default layout's page frames: every page, with the breadcrumb and the area's navigation. */
export const defaultLayoutFrame: LayoutFrame = {
  findPage,
  useMatch: useRoutedMatch,
  usePageText,
  navigation: {
    Trail: ({ path, page, params }) => <Breadcrumbs trail={breadcrumbTrail(path, page, params)} />,
    AreaNav,
  },
}
