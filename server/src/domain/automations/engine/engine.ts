import type { BackgroundTask } from '../../../work/background'
import { advanceBatch, type GraphCache } from './batch'
import type { AutomationEngineDeps } from './deps'

/**
 * The automation engine of one server process: a background task that advances due journeys
 * of active automations a batch at a time (./batch.ts). Waits are rows with a wake time, so
 * nothing waits in memory and a restart carries on from the database; an inactive
 * automation's journeys are never claimed, so turning it off holds every contact where it is.
 * Messages it queues go out through the delivery engine, which it kicks.
 */
export function automationEngineTask(deps: AutomationEngineDeps): BackgroundTask {
  const graphs: GraphCache = new Map()
  return {
    name: 'automation journeys',
    async runOnce(signal) {
      if (signal.aborted) return false
      const { advanced, queuedMessages } = await advanceBatch(deps, graphs)
      if (queuedMessages > 0) deps.work.kick()
      return advanced > 0
    },
  }
}
