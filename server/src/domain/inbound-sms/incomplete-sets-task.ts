import type { AppDeps } from '../../deps'
import type { BackgroundTask } from '../../work/background'
import { announceStored } from './listen'
import { expireIncompleteSet } from './parts'

/** Stores the long messages whose parts stopped coming as what came, one set a call (./parts.ts). */
export function incompleteSetsTask(
  deps: Pick<AppDeps, 'db' | 'clock' | 'work' | 'campaignStats'>,
): BackgroundTask {
  return {
    name: 'incomplete inbound SMS',
    async runOnce(signal) {
      if (signal.aborted) return false
      const stored = await expireIncompleteSet(deps.db, deps.clock())
      if (stored) announceStored(deps, stored)
      return stored !== null
    },
  }
}
