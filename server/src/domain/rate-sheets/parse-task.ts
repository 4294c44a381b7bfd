import { and, asc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { rateSheetLimits } from '../../../../src/contract/constants'
import type { Database } from '../../db/connect'
import {
  networkPrefixes,
  networks,
  rateParserProfiles,
  rateSheetRows,
  rateSheets,
  vendorRates,
} from '../../db/schema'
import type { AppDeps } from '../../deps'
import { wordedEvent } from '../../events/bus'
import type { BackgroundTask } from '../../work/background'
import { dateReader } from './dates'
import { type ChangeRow, diffSheet, type Reason } from './diff'
import { presentRateSheet, type RateSheetRow } from './present'
import { readSheet, SheetFileError } from './read-sheet'
import { networkTable } from './resolve-network'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events'>

/** This worker's claim is gone (the lease ran out and another worker took the parse over). */
class LostClaim extends Error {}

export function announceRateSheet(deps: Pick<AppDeps, 'events'>, row: RateSheetRow) {
  const { content: _content, ...listed } = row
  deps.events.publish(
    wordedEvent('rate_sheet.progress', { teamId: row.teamId }, (locale) =>
      presentRateSheet(listed, locale),
    ),
  )
}

/** Claims a parse waiting for a worker, or one whose worker stopped or lost its lease. */
async function claim(deps: Deps): Promise<RateSheetRow | null> {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: rateSheets.id })
      .from(rateSheets)
      .where(
        and(
          eq(rateSheets.status, 'parsing'),
          or(isNull(rateSheets.claimedUntil), lt(rateSheets.claimedUntil, now)),
        ),
      )
      .orderBy(asc(rateSheets.updatedAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!candidate) return null
    const [claimed] = await tx
      .update(rateSheets)
      .set({ claimedUntil: new Date(now.getTime() + rateSheetLimits.parseLeaseMs) })
      .where(eq(rateSheets.id, candidate.id))
      .returning()
    return claimed ?? null
  })
}

/** What a parse compares the sheet with: the team's network table and the route's rates. */
async function diffInputs(db: Database, sheet: RateSheetRow) {
  const [teamNetworks, prefixes, rates] = await Promise.all([
    db
      .select({ id: networks.id, mcc: networks.mcc, mnc: networks.mnc, country: networks.country })
      .from(networks)
      .where(eq(networks.teamId, sheet.teamId)),
    db
      .select({ prefix: networkPrefixes.prefix, networkId: networkPrefixes.networkId })
      .from(networkPrefixes)
      .where(eq(networkPrefixes.teamId, sheet.teamId)),
    db
      .select({
        networkId: vendorRates.networkId,
        country: vendorRates.country,
        price: vendorRates.price,
        currency: vendorRates.currency,
        effectiveFrom: vendorRates.effectiveFrom,
        effectiveTill: vendorRates.effectiveTill,
      })
      .from(vendorRates)
      .where(and(eq(vendorRates.teamId, sheet.teamId), eq(vendorRates.routeId, sheet.routeId))),
  ])
  return { table: networkTable(teamNetworks, prefixes), rates }
}

/** Reads the sheet with its profile and computes its change set. */
export async function changeSetOf(deps: Pick<Deps, 'db' | 'clock'>, sheet: RateSheetRow) {
  const [profile] = sheet.profileId
    ? await deps.db
        .select()
        .from(rateParserProfiles)
        .where(
          and(
            eq(rateParserProfiles.id, sheet.profileId),
            eq(rateParserProfiles.teamId, sheet.teamId),
          ),
        )
    : []
  if (!profile) throw new SheetFileError('unreadable', { reason: 'no profile' })
  const read = await readSheet(sheet.content, sheet.kind, profile)
  const { table, rates } = await diffInputs(deps.db, sheet)
  return diffSheet({
    rows: read.rows,
    headerRow: profile.headerRow,
    columns: profile.columns,
    mode: profile.mode,
    defaultCurrency: profile.defaultCurrency,
    readDate: dateReader(profile.dateFormat, profile.timeZone),
    table,
    rates,
    now: deps.clock(),
  })
}

/**
 * Writes change rows as one JSON parameter read back by jsonb_to_recordset: one parameter per
 * batch instead of thirteen per row, which PGlite and PostgreSQL both take far faster.
 */
export async function insertChangeRows(tx: Database, sheetId: string, rows: readonly ChangeRow[]) {
  const records = rows.map((row) => ({
    position: row.position,
    row_number: row.rowNumber,
    network_id: row.networkId,
    country: row.country,
    label: row.label,
    old_price: row.oldPrice,
    new_price: row.newPrice,
    currency: row.currency,
    effective_from: row.effectiveFrom?.toISOString() ?? null,
    kind: row.kind,
    vendor_flag: row.vendorFlag,
    reason: row.reason,
  }))
  await tx.execute(sql`insert into rate_sheet_rows (sheet_id, position, row_number, network_id,
      country, label, old_price, new_price, currency, effective_from, kind, vendor_flag, reason)
    select ${sheetId}, r.position, r.row_number, r.network_id, r.country, r.label, r.old_price,
      r.new_price, r.currency, r.effective_from, r.kind, r.vendor_flag, r.reason
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(position int, row_number int,
      network_id text, country text, label text, old_price numeric, new_price numeric,
      currency text, effective_from timestamptz, kind text, vendor_flag text, reason jsonb)`)
}

/**
 * Parses a claimed sheet: the change set is computed from the kept file, then written in
 * batches, each committing its rows and the progress under this worker's lease (and told on
 * the event stream). A parse taken over starts again: the rows written before are replaced.
 */
async function runParse(deps: Deps, claimed: RateSheetRow, signal: AbortSignal): Promise<void> {
  let row = claimed
  const { rows, summary } = await changeSetOf(deps, row)

  async function commit(update: Partial<RateSheetRow>, write: (tx: Database) => Promise<void>) {
    const lease = row.claimedUntil
    const saved = await deps.db.transaction(async (tx) => {
      await write(tx)
      const [updated] = await tx
        .update(rateSheets)
        .set({
          ...update,
          claimedUntil:
            update.claimedUntil === null
              ? null
              : new Date(deps.clock().getTime() + rateSheetLimits.parseLeaseMs),
        })
        .where(
          and(
            eq(rateSheets.id, row.id),
            lease ? eq(rateSheets.claimedUntil, lease) : isNull(rateSheets.claimedUntil),
          ) as SQL,
        )
        .returning()
      if (!updated) throw new LostClaim()
      return updated
    })
    row = saved
    announceRateSheet(deps, row)
  }

  await commit({ processedRows: 0, totalRows: rows.length, summary: null }, async (tx) => {
    await tx.delete(rateSheetRows).where(eq(rateSheetRows.sheetId, row.id))
  })
  for (let start = 0; start < rows.length; start += rateSheetLimits.parseBatchRows) {
    if (signal.aborted) {
      await deps.db.update(rateSheets).set({ claimedUntil: null }).where(eq(rateSheets.id, row.id))
      return
    }
    const batch = rows.slice(start, start + rateSheetLimits.parseBatchRows)
    await commit({ processedRows: start + batch.length }, async (tx) => {
      await insertChangeRows(tx, row.id, batch)
    })
  }
  await commit(
    { status: 'parsed', summary, parsedAt: deps.clock(), claimedUntil: null },
    async () => {},
  )
}

async function fail(deps: Deps, sheet: RateSheetRow, error: Reason) {
  const [row] = await deps.db
    .update(rateSheets)
    .set({ status: 'failed', error, claimedUntil: null })
    .where(and(eq(rateSheets.id, sheet.id), eq(rateSheets.status, 'parsing')))
    .returning()
  if (row) announceRateSheet(deps, row)
}

/** The background task parsing rate sheets (one claimed sheet per run). */
export function rateSheetParseTask(deps: Deps): BackgroundTask {
  return {
    name: 'rate-sheet-parse',
    async runOnce(signal) {
      const claimed = await claim(deps)
      if (!claimed) return false
      try {
        await runParse(deps, claimed, signal)
      } catch (error) {
        if (error instanceof LostClaim) return true
        if (error instanceof SheetFileError)
          await fail(deps, claimed, { code: `rateSheet.${error.code}`, values: error.values })
        else {
          console.error(`Parse of rate sheet ${claimed.id} failed:`, error)
          const reason = error instanceof Error ? error.message : String(error)
          await fail(deps, claimed, { code: 'rateSheet.stopped', values: { reason } })
        }
      }
      return true
    },
  }
}
