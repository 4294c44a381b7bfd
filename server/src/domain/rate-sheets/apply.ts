import { and, asc, count, eq, sql } from 'drizzle-orm'
import { rateSheetLimits } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { rateSheetRows, rateSheets } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said, serverWords } from '../../http/words'
import { fitRateWindows } from '../rates/windows'
import { type RateSheetRow, reasonText } from './present'

const notFound = () => new ApiError(404, said('thing.notFound', { thing: 'rateSheet' }))

/** The 422 of a change set with error rows: their count and the first reasons, by row. */
async function refuseErrors(tx: Database, sheetId: string, errors: number): Promise<never> {
  const first = await tx
    .select({ rowNumber: rateSheetRows.rowNumber, reason: rateSheetRows.reason })
    .from(rateSheetRows)
    .where(and(eq(rateSheetRows.sheetId, sheetId), eq(rateSheetRows.kind, 'error')))
    .orderBy(asc(rateSheetRows.position))
    .limit(rateSheetLimits.applyRefusalReasons)
  throw new ValidationError((locale) => {
    const words = serverWords(locale)
    const reasons = first.map((row) =>
      words('rateSheet.rowReason', {
        row: row.rowNumber ?? 0,
        reason: reasonText(row.reason, locale) ?? '',
      }),
    )
    return {
      message: words('rateSheet.hasErrors', { count: errors, reasons: reasons.join(' ') }),
      errors: { sheet_id: reasons },
    }
  })
}

/** The change rows that write a new rate. */
const writing = sql`('new', 'increase', 'decrease')`

/**
 * Writes a parsed sheet's change set to its route's vendor rates, in one transaction: a new row
 * (naming the sheet) per changed network, fitted into its history by the same rule as a rate
 * written by the API (domain/rates/windows.ts: the window in force is closed at the row's
 * effective date, a rate of the very same moment is replaced, the new one runs until the next
 * one scheduled, and nothing billed before now is rewritten); `closed` rows only close. A row
 * dated before the moment of applying (a vendor's "from today", read as midnight) starts at that
 * moment instead: the vendor's price is taken from when it is taken, and the traffic already
 * billed keeps the price it was billed at. A sheet already applied is answered as it is, so
 * applying twice changes nothing; a change set with error rows is refused (422) and nothing is
 * written.
 */
export async function applyRateSheet(
  db: Database,
  teamId: string,
  sheetId: string,
  now: Date,
): Promise<{ sheet: RateSheetRow; applied: boolean }> {
  return db.transaction(async (tx) => {
    const [sheet] = await tx
      .select()
      .from(rateSheets)
      .where(and(eq(rateSheets.teamId, teamId), eq(rateSheets.id, sheetId)))
      .for('update')
    if (!sheet) throw notFound()
    if (sheet.status === 'applied') return { sheet, applied: false }
    if (sheet.status !== 'parsed')
      throw new ApiError(409, said('rateSheet.notParsed', { status: sheet.status }))
    const [errors] = await tx
      .select({ value: count() })
      .from(rateSheetRows)
      .where(and(eq(rateSheetRows.sheetId, sheetId), eq(rateSheetRows.kind, 'error')))
    if ((errors?.value ?? 0) > 0) await refuseErrors(tx, sheetId, errors?.value ?? 0)
    const from = sql`greatest(r.effective_from, ${now.toISOString()}::timestamptz)`
    await tx.execute(sql`insert into vendor_rates
        (id, team_id, route_id, network_id, country, price, currency, effective_from, sheet_id)
      select gen_random_uuid()::text, ${teamId}, ${sheet.routeId}, r.network_id, r.country,
        r.new_price, r.currency, ${from}, ${sheetId}
      from rate_sheet_rows r where r.sheet_id = ${sheetId} and r.kind in ${writing}`)
    const starts = sql`select w.id, w.route_id as owner_id, w.network_id, w.country, w.effective_from
        from vendor_rates w where w.sheet_id = ${sheetId}
      union all
      select null, ${sheet.routeId}, r.network_id, r.country, ${from}
        from rate_sheet_rows r where r.sheet_id = ${sheetId} and r.kind = 'closed'`
    // Every start is now or later, so the rule never finds billed history to refuse here.
    await fitRateWindows(tx, teamId, starts, now)
    const [applied] = await tx
      .update(rateSheets)
      .set({ status: 'applied', appliedAt: now })
      .where(eq(rateSheets.id, sheetId))
      .returning()
    if (!applied) throw notFound()
    return { sheet: applied, applied: true }
  })
}
