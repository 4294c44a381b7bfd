import type { AppLocale } from '../../../../src/contract/constants'
import type { FeedLogResource, FeedResource } from '../../../../src/contract/feed'
import type { feedLogs, feeds } from '../../db/schema'
import { readWords } from '../../http/stored-words'
import { rejectionIn } from './inbound'
import { keyHint, postingPath } from './keys'

export type FeedRow = typeof feeds.$inferSelect

export function presentFeed(row: FeedRow): FeedResource {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    tags: row.tags,
    default_country: row.defaultCountry,
    contact_status: row.contactStatus,
    posting_path: postingPath(row.id),
    key_hint: keyHint(row.key),
    last_received_at: row.lastReceivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A feed's log entry in the reader's language (an entry logged before 0026 holds its English). */
export function presentFeedLog(
  row: typeof feedLogs.$inferSelect & { feedName: string },
  locale: AppLocale,
): FeedLogResource {
  return {
    id: row.id,
    feed_id: row.feedId,
    feed_name: row.feedName,
    outcome: row.outcome,
    rows: row.rows,
    accepted: row.accepted,
    rejected: row.rejected,
    created: row.created,
    updated: row.updated,
    message: row.message === null ? null : readWords(row.messageWords, row.message, locale),
    reasons: row.reasons.map((rejection) => rejectionIn(rejection, locale)),
    received_at: row.receivedAt.toISOString(),
  }
}
