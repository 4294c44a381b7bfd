import type { BackgroundTask } from '../../../work/background'
import type { AutomationEngineDeps } from '../engine/deps'
import { sweepDates } from './date-sweep'
import { sweepSegment } from './segment-sweep'
import { claimSweeps, saveSweep, syncSweeps } from './sweeps'

/** Sweep rows one call takes (each does a bounded share of its automation's sweep). */
const sweepsPerCall = 20

/**
 * The sweeps of the triggers no single write announces (segment_entered, date_arrives): each
 * call brings the sweep rows in line with the active automations, then takes the ones that
 * waited longest and does a bounded share of each (./segment-sweep.ts, ./date-sweep.ts).
 * Journeys it starts are due at once, so it kicks the work loop for the engine.
 */
export function automationTriggersTask(
  deps: Pick<AutomationEngineDeps, 'db' | 'clock' | 'config' | 'work'>,
): BackgroundTask {
  return {
    name: 'automation trigger sweeps',
    async runOnce(signal) {
      if (signal.aborted) return false
      const active = await syncSweeps(deps.db, deps.clock())
      if (active.size === 0) return false
      const { more, started } = await deps.db.transaction(async (tx) => {
        const now = deps.clock()
        const slice = deps.config.engine.sweepSlice
        let more = false
        let started = 0
        for (const sweep of await claimSweeps(tx, sweepsPerCall)) {
          const automation = active.get(sweep.automationId)
          if (!automation) continue
          const share =
            sweep.event === 'segment_entered'
              ? await sweepSegment(tx, sweep, automation, now, slice)
              : await sweepDates(tx, sweep, automation, now, slice)
          await saveSweep(tx, sweep.automationId, { sweptAt: now })
          more ||= share.more
          started += share.started
        }
        return { more, started }
      })
      if (started > 0) deps.work.kick()
      return more
    },
  }
}
