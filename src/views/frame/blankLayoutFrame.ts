import { blankPages } from './blankPages'
import type { LayoutFrame } from './layoutFrame'
import { pageFinder } from './pageKey'

/** The blank layout's page frames: its own pages, and no navigation. */
export const blankLayoutFrame: LayoutFrame = { findPage: pageFinder(blankPages) }
