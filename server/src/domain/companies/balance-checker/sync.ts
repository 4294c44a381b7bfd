import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm'
import { balanceChecker as limits } from '../../../../../src/contract/constants'
import { companies, companyBalanceCheckers } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import type { BackgroundTask } from '../../../work/background'
import { noteCompanyBalance } from '../low-balance'
import type { CompanyRow } from '../present'
import { runChecker } from './run'
import { type CheckerRow, recordSync, templateOf } from './store'

type SyncDeps = Pick<AppDeps, 'db' | 'events' | 'fetch' | 'config' | 'clock'>

/**
 * Runs a company's checker now and stores what it read as the company's vendor-reported balance
 * (a failed read keeps the last figure and says why), then holds it against the threshold.
 */
export async function syncChecker(
  deps: SyncDeps,
  company: CompanyRow,
  checker: CheckerRow,
  signal?: AbortSignal,
) {
  const run = await runChecker(deps, templateOf(checker), checker.credentials, signal)
  const stored = await recordSync(deps.db, checker, run, deps.clock())
  if (run.figure) await noteCompanyBalance(deps, company.teamId, company.id)
  return { run, stored }
}

/** Claims a checker whose sync is due and that no live process holds. */
async function claimDue(deps: SyncDeps) {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ companyId: companyBalanceCheckers.companyId })
      .from(companyBalanceCheckers)
      .where(
        and(
          lte(companyBalanceCheckers.nextSyncAt, now),
          or(
            isNull(companyBalanceCheckers.leasedUntil),
            lt(companyBalanceCheckers.leasedUntil, now),
          ),
        ),
      )
      .orderBy(asc(companyBalanceCheckers.nextSyncAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!candidate) return null
    const [claimed] = await tx
      .update(companyBalanceCheckers)
      .set({ leasedUntil: new Date(now.getTime() + limits.syncLeaseMs) })
      .where(eq(companyBalanceCheckers.companyId, candidate.companyId))
      .returning()
    const [company] = await tx.select().from(companies).where(eq(companies.id, candidate.companyId))
    return claimed && company ? { checker: claimed, company } : null
  })
}

/**
 * The scheduled sync: every company with a checker is synced each `syncIntervalMs`, one claimed
 * checker a call, leased so two processes never run the same one.
 */
export function balanceSyncTask(deps: SyncDeps): BackgroundTask {
  return {
    name: 'balance checker sync',
    async runOnce(signal) {
      if (signal.aborted) return false
      const claimed = await claimDue(deps)
      if (!claimed) return false
      await syncChecker(deps, claimed.company, claimed.checker, signal)
      return true
    },
  }
}
