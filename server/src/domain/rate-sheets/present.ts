import type { ClientMarginRisk } from '../../../../src/contract/client-rate'
import type { AppLocale } from '../../../../src/contract/constants'
import type { RateSheetResource, RateSheetRowResource } from '../../../../src/contract/rate-sheet'
import type { rateSheetRows, rateSheets } from '../../db/schema'
import { type ServerKey, serverWords } from '../../http/words'
import type { Reason } from './diff'
import type { TrafficShare } from './traffic-share'

export type RateSheetRow = typeof rateSheets.$inferSelect
/** A sheet as listed: everything but the file's bytes. */
export type RateSheetListed = Omit<RateSheetRow, 'content'>

/** A stored reason (a server message code and its values) in the reader's language. */
export const reasonText = (reason: Reason | null, locale: AppLocale): string | null =>
  reason ? serverWords(locale)(reason.code as ServerKey, reason.values) : null

export function presentRateSheet(row: RateSheetListed, locale: AppLocale): RateSheetResource {
  return {
    id: row.id,
    route_id: row.routeId,
    profile_id: row.profileId,
    filename: row.filename,
    kind: row.kind,
    size_bytes: row.sizeBytes,
    source: row.source,
    status: row.status,
    progress: { processed: row.processedRows, total: row.totalRows },
    error: reasonText(row.error, locale),
    summary: row.summary,
    created_at: row.createdAt.toISOString(),
    parsed_at: row.parsedAt?.toISOString() ?? null,
    applied_at: row.appliedAt?.toISOString() ?? null,
  }
}

export function presentRateSheetRow(
  row: typeof rateSheetRows.$inferSelect,
  locale: AppLocale,
  share: TrafficShare | null = null,
  marginRisks: ClientMarginRisk[] = [],
): RateSheetRowResource {
  return {
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
    reason: reasonText(row.reason, locale),
    traffic_share: share,
    margin_risks: marginRisks,
  }
}
