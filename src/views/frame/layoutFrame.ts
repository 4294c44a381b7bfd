import { type ComponentType, createContext } from 'react'
import type { Page } from './pages'

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
