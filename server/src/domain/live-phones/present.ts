import { randomInt } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { http, livePhoneLimits } from '../../../../src/contract/constants'
import type {
  LivePhoneResource,
  LiveReceivedSmsResource,
  LiveStatusLogResource,
  LiveTestResource,
} from '../../../../src/contract/live-phone'
import { managementPaths } from '../../../../src/contract/routes'
import type { livePhones, liveReceivedSms, liveStatusLogs, liveTests } from '../../db/schema'

export type LivePhoneRow = typeof livePhones.$inferSelect
export type LiveTestRow = typeof liveTests.$inferSelect

/** Letters and digits that read apart on a handset's screen (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** The code a test message carries, to find the test in what the handset reports. */
export const newTestCode = () =>
  Array.from(
    { length: livePhoneLimits.codeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('')

/** Where a phone's app posts what it receives, from the product's root. */
export const webhookPath = (phoneId: string) =>
  `${http.apiBase}${http.managementPath}/${managementPaths.livePhoneInbound.replace(':id', phoneId)}`

/**
 * The team's network whose prefix is the longest one the phone's number starts with (as the
 * router decides it). Table-qualified by hand: the engine selects it beside the row's columns.
 */
export const phoneNetworkSql: SQL<LivePhoneResource['network']> = sql`(
  select json_build_object('id', n.id, 'name', n.name, 'mcc', n.mcc, 'mnc', n.mnc)
  from network_prefixes p join networks n on n.id = p.network_id
  where p.team_id = "live_phones"."team_id"
    and ltrim("live_phones"."phone_number", '+') like p.prefix || '%'
  order by length(p.prefix) desc limit 1
)`

export function presentPhone(
  row: LivePhoneRow & { network?: LivePhoneResource['network'] },
  now: Date,
): LivePhoneResource {
  const seen = row.lastSeenAt
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phoneNumber,
    country: row.country,
    network: row.network ?? null,
    active: row.active,
    status:
      seen && now.getTime() - seen.getTime() <= livePhoneLimits.onlineWithinMs
        ? 'online'
        : 'offline',
    last_seen_at: seen?.toISOString() ?? null,
    webhook_path: webhookPath(row.id),
    token_hint: `…${row.token.slice(-4)}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export const presentTest = (row: LiveTestRow, phoneName: string): LiveTestResource => ({
  id: row.id,
  phone_id: row.phoneId,
  phone_name: phoneName,
  route_id: row.routeId,
  route_name: row.routeName,
  vendor_name: row.vendorName,
  code: row.code,
  sender: row.sender,
  text: row.text,
  message_id: row.messageId,
  receipt_status: row.receiptStatus,
  received_from: row.receivedFrom,
  received_text: row.receivedText,
  received_at: row.receivedAt?.toISOString() ?? null,
  verdict: row.verdict,
  deadline_at: row.deadlineAt.toISOString(),
  created_at: row.createdAt.toISOString(),
})

export const presentLog = (row: typeof liveStatusLogs.$inferSelect): LiveStatusLogResource => ({
  id: row.id,
  test_id: row.testId,
  step: row.step,
  detail: row.detail,
  at: row.at.toISOString(),
})

export const presentReceived = (
  row: typeof liveReceivedSms.$inferSelect,
): LiveReceivedSmsResource => ({
  id: row.id,
  test_id: row.testId,
  from: row.from,
  text: row.text,
  received_at: row.receivedAt.toISOString(),
  reported_at: row.reportedAt.toISOString(),
})
