import type { Page } from './pages'

/** The key of a route path in a page table: index routes end in a slash the tables leave out. */
export function pageKey(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath
}

/** A page table's lookup by route path. */
export const pageFinder =
  (table: Record<string, Page>) =>
  (routePath: string): Page | undefined =>
    table[pageKey(routePath)]
