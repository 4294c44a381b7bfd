import { type ComponentType, createContext } from 'react'
import type { Page } from './pages'
import type { PageText } from './pageText'

/** The route a page frame is drawn for: its path in the route table, and its params. */
export interface PageMatch {
  fullPath: string
  params: Record<string, string | undefined>
}

export interface PageNavigationProps {
  /** The page's key in the page table (its route path). */
  path: string
  page: Page
  params: Record<string, string | undefined>
}

/** What a layout gives the page frames inside it. */
export interface LayoutFrame {
  /** The pages the layout shows, by route path. */
  findPage: (routePath: string) => Page | undefined
  /**
   * A hook: the route of the page frame that calls it. The router's match in the app; the page
   * of the address on the sign-in pages, which are drawn without the router (src/signin.tsx).
   */
  useMatch: () => PageMatch
  /**
   * A hook: the words of its pages' titles and purposes. Absent in the blank layout, whose pages
   * are worded in the frame-blank catalogue alone (useBlankPageText), so the sign-in pages do not
   * load the frame catalogue of every other page.
   */
  usePageText?: () => PageText
  /** The breadcrumb trail and the area's sub-navigation: the default layout's, not the blank one's. */
  navigation?: {
    Trail: ComponentType<PageNavigationProps>
    AreaNav: ComponentType<PageNavigationProps>
  }
}

/**
 * Given by each layout. The page frame renders what its layout gives rather than importing the
 * whole page table and the navigation itself, so the sign-in pages load neither the table of
 * every screen nor the breadcrumb, the area menus and their React Aria collections.
 */
export const LayoutFrameContext = createContext<LayoutFrame | null>(null)
