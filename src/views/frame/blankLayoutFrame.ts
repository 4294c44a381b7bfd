import { blankPages } from './blankPages'
import type { LayoutFrame } from './layoutFrame'
import { pageFinder } from './pageKey'
import { useRoutedMatch } from './routedMatch'

/** The blank layout's page frames in the app: its own pages, and no navigation. */
export const blankLayoutFrame: LayoutFrame = {
  findPage: pageFinder(blankPages),
  useMatch: useRoutedMatch,
}
