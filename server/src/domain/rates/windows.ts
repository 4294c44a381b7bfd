import { and, asc, desc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { vendorRates } from '../../db/schema'
import { ValidationError } from '../../http/errors'

type RateRow = typeof vendorRates.$inferSelect

/** The other rows of the rate's history: same team, route, and network (or country default). */
const sameHistory = (rate: RateRow): SQL =>
  and(
    eq(vendorRates.teamId, rate.teamId),
    eq(vendorRates.routeId, rate.routeId),
    rate.networkId
      ? eq(vendorRates.networkId, rate.networkId)
      : and(isNull(vendorRates.networkId), eq(vendorRates.country, rate.country)),
    ne(vendorRates.id, rate.id),
  ) as SQL

/**
 * Fits a rate just written into its history. The row in force at its start is closed at that
 * moment (history kept, the old row is not otherwise touched); a rate scheduled after it bounds
 * it. Refused (422 on effective_from): a second rate from the very same moment, and a start in the
 * past inside a window another rate already held, which would rewrite what was billed. Answers the
 * rate as stored.
 */
export async function claimRateWindow(tx: Database, rate: RateRow, now: Date): Promise<RateRow> {
  const history = sameHistory(rate)
  const [sameStart] = await tx
    .select({ id: vendorRates.id })
    .from(vendorRates)
    .where(and(history, eq(vendorRates.effectiveFrom, rate.effectiveFrom)))
  if (sameStart) throw ValidationError.field('effective_from', 'rate.sameStart')
  const [open] = await tx
    .select()
    .from(vendorRates)
    .where(
      and(
        history,
        lt(vendorRates.effectiveFrom, rate.effectiveFrom),
        or(isNull(vendorRates.effectiveTill), gt(vendorRates.effectiveTill, rate.effectiveFrom)),
      ),
    )
    .orderBy(desc(vendorRates.effectiveFrom))
    .limit(1)
  if (open) {
    if (rate.effectiveFrom < now) throw ValidationError.field('effective_from', 'rate.backdated')
    await tx
      .update(vendorRates)
      .set({ effectiveTill: rate.effectiveFrom })
      .where(eq(vendorRates.id, open.id))
  }
  const [next] = await tx
    .select({ effectiveFrom: vendorRates.effectiveFrom })
    .from(vendorRates)
    .where(and(history, gt(vendorRates.effectiveFrom, rate.effectiveFrom)))
    .orderBy(asc(vendorRates.effectiveFrom))
    .limit(1)
  if (next && (rate.effectiveTill === null || rate.effectiveTill > next.effectiveFrom)) {
    const [bounded] = await tx
      .update(vendorRates)
      .set({ effectiveTill: next.effectiveFrom })
      .where(eq(vendorRates.id, rate.id))
      .returning()
    return bounded ?? rate
  }
  return rate
}

/**
 * Gives a scheduled rate's window back to the rate it had closed, when the scheduled one is
 * deleted or moved: the row that ended where it began ends where it ended.
 */
export async function releaseRateWindow(tx: Database, rate: RateRow): Promise<void> {
  await tx
    .update(vendorRates)
    .set({ effectiveTill: rate.effectiveTill })
    .where(and(sameHistory(rate), eq(vendorRates.effectiveTill, rate.effectiveFrom)))
}
