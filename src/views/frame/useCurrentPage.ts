import { useRouterState } from '@tanstack/react-router'
import { findPage, type Page } from './pages'

/** The page the router is showing now (the deepest match), if it is one of spec §2's screens. */
export function useCurrentPage(): Page | undefined {
  const fullPath = useRouterState({ select: (state) => state.matches.at(-1)?.fullPath })
  return fullPath ? findPage(fullPath) : undefined
}

/** Whether a navigation link leads to the location being shown (case and trailing slash aside). */
export function isCurrentPath(to: string, pathname: string): boolean {
  const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/'
  return normalise(to) === normalise(pathname)
}
