import type {
  HlrLogResource,
  MnpAnswerResource,
  MnpRequestResource,
} from '../../../../src/contract/enrichment'
import { formatMoney, moneyFromText } from '../../../../src/contract/money'
import type { hlrLogs, mnpAnswers, mnpRequests } from '../../db/schema'
import { lookupShape } from './cost'
import { isFresh } from './lifetime'

export type MnpRequestRow = typeof mnpRequests.$inferSelect
type MnpAnswerRow = typeof mnpAnswers.$inferSelect
type HlrLogRow = typeof hlrLogs.$inferSelect

/** numeric text as stored (`0.012000`) → the amount at a unit price's decimals (`0.0120`). */
const costText = (stored: string) =>
  formatMoney(moneyFromText(stored, lookupShape.currency), { minDecimals: lookupShape.scale })

const percentOf = (processed: number, total: number) =>
  total === 0 ? 0 : Math.min(100, Math.floor((processed * 100) / total))

export function presentMnpRequest(row: MnpRequestRow): MnpRequestResource {
  return {
    id: row.id,
    kind: row.kind,
    segment_id: row.segmentId,
    status: row.status,
    total: row.total,
    processed: row.processed,
    percent: row.status === 'done' ? 100 : percentOf(row.processed, row.total),
    cached: row.cached,
    looked_up: row.lookedUp,
    failed: row.failed,
    ported: row.ported,
    cost: costText(row.cost),
    currency: lookupShape.currency,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  }
}

export function presentMnpAnswer(
  row: MnpAnswerRow & { networkName: string | null },
  now: Date,
): MnpAnswerResource {
  return {
    e164: row.e164,
    country: row.country,
    ported: row.ported,
    mcc: row.mcc,
    mnc: row.mnc,
    network_id: row.networkId,
    network_name: row.networkName,
    reachable: row.reachable,
    looked_up_at: row.lookedUpAt.toISOString(),
    fresh: isFresh(row.lookedUpAt, row.country, now),
    source: row.source,
  }
}

export function presentHlrLog(row: HlrLogRow & { networkName: string | null }): HlrLogResource {
  return {
    id: row.id,
    request_id: row.requestId,
    e164: row.e164,
    country: row.country,
    status: row.status,
    ported: row.ported,
    mcc: row.mcc,
    mnc: row.mnc,
    network_id: row.networkId,
    network_name: row.networkName,
    reachable: row.reachable,
    error: row.error,
    cost: row.cost === null ? null : costText(row.cost),
    currency: row.currency,
    source: row.source,
    looked_up_at: row.lookedUpAt.toISOString(),
  }
}
