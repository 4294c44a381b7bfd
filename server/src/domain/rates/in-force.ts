import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm'
import { vendorRates } from '../../db/schema'

/** The rows whose window [effective_from, effective_till) holds the moment. */
export const inForceAt = (at: Date): SQL =>
  and(
    lte(vendorRates.effectiveFrom, at),
    or(isNull(vendorRates.effectiveTill), gt(vendorRates.effectiveTill, at)),
  ) as SQL
