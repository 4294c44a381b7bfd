import type { CarrierAdapter } from '../../../adapters/carrier/carrier'
import type { AppDeps } from '../../../deps'
import type { BackgroundTask } from '../../../work/background'
import { type ChooseRoutes, noRouting } from '../../routing/route-choice'
import { cancelLeftovers } from './cancel'
import type { EngineDeps } from './deps'
import { claimExpansion, expandRun } from './expand'
import { failRun, finishRuns } from './finish'
import { applyReceipts } from './receipts'
import { openRuns, startDueRuns } from './schedule'
import { submitBatch } from './submit'

/**
 * The delivery engine of one server process. Its work is background tasks claimed from the
 * database, so any number of processes on one PostgreSQL share it:
 * - schedule: starts scheduled campaigns whose time came (engine.started) and opens the run of
 *   every sending campaign;
 * - expand: queues one message per audience contact of a run (campaign_messages);
 * - submit: claims due queued messages in batches, holds quiet hours, submits each by the route
 *   its plan chooses (`chooseRoutes`: an SMPP connection, or the carrier when none applies);
 * - finish: reports engine.runFinished once a run has nothing queued, and cancels what a stop
 *   left queued under a worker's claim.
 * Receipts arrive from the carrier and the connections and are applied in batches; counters move with the rows and
 * reach the page as `campaign.stats` events.
 */
export interface DeliveryEngine {
  tasks: BackgroundTask[]
  close(): Promise<void>
}

export function createDeliveryEngine(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'config' | 'campaignStats' | 'smppConnections'>,
  carrier: CarrierAdapter,
  playedByTests: ReadonlySet<string>,
  chooseRoutes: ChooseRoutes = noRouting,
): DeliveryEngine {
  const report = (error: unknown) => console.error('Delivery engine:', error)
  // One pusher per process (clicks use it too), so a campaign's pushes keep their spacing.
  const engine: EngineDeps = {
    ...deps,
    carrier,
    connections: deps.smppConnections,
    chooseRoutes,
    playedByTests,
    stats: deps.campaignStats,
  }
  const receipts = applyReceipts(engine, report)
  const tasks: BackgroundTask[] = [
    {
      name: 'campaign schedule',
      runOnce: async () => (await startDueRuns(engine)) || (await openRuns(engine)),
    },
    {
      name: 'campaign expansion',
      async runOnce(signal) {
        const run = await claimExpansion(engine)
        if (!run) return false
        const outcome = await expandRun(engine, run, signal)
        if (typeof outcome === 'object')
          await failRun(engine, run.campaignId, run.run, outcome.failed)
        return true
      },
    },
    {
      name: 'campaign sending',
      async runOnce() {
        const sent = await submitBatch(engine)
        await receipts.applyWaiting()
        return sent
      },
    },
    {
      name: 'campaign finish',
      runOnce: async () => (await finishRuns(engine)) || (await cancelLeftovers(engine)),
    },
  ]
  return {
    tasks: deps.config.engine.enabled ? tasks : [],
    /** Applies the receipts that came, then lets the carrier go (the stats pusher is the app's). */
    async close() {
      await receipts.close()
      await carrier.close()
    },
  }
}
