import { and, asc, count, eq, sql } from 'drizzle-orm'
import { rateSheetLimits } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import { rateSheetRows, rateSheets } from '../../db/schema'
import { ApiError, ValidationError } from '../../http/errors'
import { said, serverWords } from '../../http/words'
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

/** The change rows that write a new rate, and those that end the rate in force. */
const writing = sql`('new', 'increase', 'decrease')`
const ending = sql`('new', 'increase', 'decrease', 'closed')`

/**
 * Writes a parsed sheet's change set to its route's vendor rates, in one transaction: each
 * changed network's window in force is closed at the row's effective date, a new row (naming
 * the sheet) opens there and runs until the next rate already scheduled, and `closed` rows only
 * close. A sheet already applied is answered as it is, so applying twice changes nothing; a
 * change set with error rows is refused (422) and nothing is written.
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
    const sameRate = sql`v.route_id = ${sheet.routeId}
      and v.network_id is not distinct from r.network_id and v.country = r.country`
    // A rate scheduled for the very moment a row starts is replaced by the row: two windows
    // cannot start at one moment.
    await tx.execute(sql`delete from vendor_rates v using rate_sheet_rows r
      where r.sheet_id = ${sheetId} and r.kind in ${writing} and ${sameRate}
        and v.effective_from = r.effective_from`)
    await tx.execute(sql`update vendor_rates v set effective_till = r.effective_from
      from rate_sheet_rows r
      where r.sheet_id = ${sheetId} and r.kind in ${ending} and ${sameRate}
        and v.effective_from < r.effective_from
        and (v.effective_till is null or v.effective_till > r.effective_from)`)
    await tx.execute(sql`insert into vendor_rates
        (id, team_id, route_id, network_id, country, price, currency, effective_from,
         effective_till, sheet_id)
      select gen_random_uuid()::text, ${teamId}, ${sheet.routeId}, r.network_id, r.country,
        r.new_price, r.currency, r.effective_from,
        (select min(v.effective_from) from vendor_rates v
          where ${sameRate} and v.effective_from > r.effective_from),
        ${sheetId}
      from rate_sheet_rows r where r.sheet_id = ${sheetId} and r.kind in ${writing}`)
    const [applied] = await tx
      .update(rateSheets)
      .set({ status: 'applied', appliedAt: now })
      .where(eq(rateSheets.id, sheetId))
      .returning()
    if (!applied) throw notFound()
    return { sheet: applied, applied: true }
  })
}
