import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { enrichment } from '../../../../src/contract/constants'
import { addMoney, formatMoney, moneyFromText, multiplyMoney } from '../../../../src/contract/money'
import type { Database } from '../../db/connect'
import { mnpRequestNumbers, mnpRequests } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { BackgroundTask } from '../../work/background'
import { announceRequest } from './announce'
import { lookupShape, unitLookupCost } from './cost'
import { isFresh } from './lifetime'
import { cachedAnswers } from './mnp-cache'
import type { LookupNumber } from './numbers'
import type { MnpRequestRow } from './present'
import { askProvider, recordLookups } from './record-lookups'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'hlr'>

/** Claims a queued run, or one whose worker's lease ran out, for this worker. */
async function claim(deps: Deps): Promise<MnpRequestRow | null> {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: mnpRequests.id })
      .from(mnpRequests)
      .where(
        or(
          eq(mnpRequests.status, 'queued'),
          and(
            eq(mnpRequests.status, 'running'),
            or(isNull(mnpRequests.claimedUntil), lt(mnpRequests.claimedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(mnpRequests.createdAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!candidate) return null
    const [claimed] = await tx
      .update(mnpRequests)
      .set({
        status: 'running',
        claimedUntil: new Date(now.getTime() + enrichment.runLeaseMs),
        startedAt: sql`coalesce(${mnpRequests.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(mnpRequests.id, candidate.id))
      .returning()
    return claimed ?? null
  })
}

/** The run, while this worker's lease on it (the one it was last saved with) is still the one held. */
const heldBy = (run: MnpRequestRow) =>
  and(
    eq(mnpRequests.id, run.id),
    eq(mnpRequests.status, 'running'),
    run.claimedUntil ? eq(mnpRequests.claimedUntil, run.claimedUntil) : undefined,
  )

/**
 * One step of a run: up to `runStep` of its numbers not dealt with yet. A fresh cached answer is
 * reused and costs nothing; the rest are asked of the provider (outside any transaction), then
 * their answers, their log rows, the numbers' `done` and the run's counts commit together under
 * this worker's lease. A run taken over after a crash starts after the last committed step; a
 * step whose commit did not happen is asked again. Null when this worker lost the run.
 */
async function runStep(
  deps: Deps,
  run: MnpRequestRow,
  pending: LookupNumber[],
): Promise<MnpRequestRow | null> {
  const { teamId } = run
  const started = deps.clock()
  const cached = await cachedAnswers(
    deps.db,
    teamId,
    pending.map((number) => number.e164),
  )
  const stale = pending.filter((number) => {
    const answer = cached.get(number.e164)
    return !answer || !isFresh(answer.lookedUpAt, answer.country, started)
  })
  const asked = await Promise.all(
    stale.map(async (number) => ({ number, result: await askProvider(deps.hlr, number.e164) })),
  )
  const at = deps.clock()
  const answers = asked.flatMap(({ result }) => (result.ok ? [result.answer] : []))
  const reused = pending.length - stale.length
  const portedNow =
    answers.filter((answer) => answer.ported).length +
    pending.filter((number) => !stale.includes(number) && cached.get(number.e164)?.ported).length
  const runCost = addMoney(
    moneyFromText(run.cost, lookupShape.currency),
    multiplyMoney(unitLookupCost, answers.length),
  )
  return deps.db.transaction(async (tx) => {
    const lease = new Date(at.getTime() + enrichment.runLeaseMs)
    const [saved] = await tx
      .update(mnpRequests)
      .set({
        processed: run.processed + pending.length,
        cached: run.cached + reused,
        lookedUp: run.lookedUp + answers.length,
        failed: run.failed + (stale.length - answers.length),
        ported: run.ported + portedNow,
        cost: formatMoney(runCost),
        claimedUntil: lease,
      })
      .where(heldBy(run))
      .returning()
    if (!saved) return null
    await recordLookups(tx, { teamId, requestId: run.id, source: deps.hlr.source, at, asked })
    await tx
      .update(mnpRequestNumbers)
      .set({ done: true })
      .where(
        and(
          eq(mnpRequestNumbers.requestId, run.id),
          inArray(
            mnpRequestNumbers.e164,
            pending.map((number) => number.e164),
          ),
        ),
      )
    return saved
  })
}

async function pendingNumbers(db: Database, requestId: string): Promise<LookupNumber[]> {
  return db
    .select({ e164: mnpRequestNumbers.e164, country: mnpRequestNumbers.country })
    .from(mnpRequestNumbers)
    .where(and(eq(mnpRequestNumbers.requestId, requestId), eq(mnpRequestNumbers.done, false)))
    .orderBy(asc(mnpRequestNumbers.e164))
    .limit(enrichment.runStep)
}

/** Saves a run's end (or its release at shutdown) if this worker still holds it. */
async function settle(
  deps: Deps,
  run: MnpRequestRow,
  values: Partial<typeof mnpRequests.$inferInsert>,
): Promise<MnpRequestRow | null> {
  const [saved] = await deps.db.update(mnpRequests).set(values).where(heldBy(run)).returning()
  return saved ?? null
}

async function runLookups(deps: Deps, claimed: MnpRequestRow, signal: AbortSignal) {
  let run = claimed
  announceRequest(deps, run)
  try {
    while (!signal.aborted) {
      const pending = await pendingNumbers(deps.db, run.id)
      if (pending.length === 0) {
        const done = await settle(deps, run, {
          status: 'done',
          claimedUntil: null,
          finishedAt: deps.clock(),
        })
        if (done) announceRequest(deps, done)
        return
      }
      const saved = await runStep(deps, run, pending)
      if (!saved) return
      run = saved
      announceRequest(deps, run)
    }
    // Stopping (shutdown): leave the run to be taken over at once, where it is.
    await settle(deps, run, { claimedUntil: null })
  } catch (error) {
    const failed = await settle(deps, run, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
      claimedUntil: null,
      finishedAt: deps.clock(),
    })
    if (failed) announceRequest(deps, failed)
  }
}

/** The background task running MNP lookup runs. */
export function mnpRunTask(deps: Deps): BackgroundTask {
  return {
    name: 'mnp lookups',
    async runOnce(signal) {
      const claimed = await claim(deps)
      if (!claimed) return false
      await runLookups(deps, claimed, signal)
      return true
    },
  }
}
