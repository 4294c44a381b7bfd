import { useMatch } from '@tanstack/react-router'
import type { PageMatch } from './layoutFrame'

/** The router's match of the route whose component calls it (LayoutFrame.useMatch in the app). */
export function useRoutedMatch(): PageMatch {
  const { fullPath, params } = useMatch({ strict: false })
  return { fullPath, params: params as Record<string, string | undefined> }
}
