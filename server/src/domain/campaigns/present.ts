import type { AppLocale } from '../../../../src/contract/constants'
import { type SmsCampaignResource, zeroStats } from '../../../../src/contract/sms-campaign'
import type { smsCampaigns } from '../../db/schema'
import { readWords, type StoredWords } from '../../http/stored-words'

/**
 * Why a campaign (SMS or voice) failed, in `locale`; one that failed before words were kept, in
 * the English it holds.
 */
export const failureIn = (
  row: { failure: string | null; failureWords: StoredWords | null },
  locale: AppLocale,
): string | null => (row.failure === null ? null : readWords(row.failureWords, row.failure, locale))

/** A campaign in the reader's language (its failure). */
export function presentCampaign(
  row: typeof smsCampaigns.$inferSelect,
  locale: AppLocale,
): SmsCampaignResource {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    lifecycle: row.lifecycle,
    missing: row.missing,
    failure: failureIn(row, locale),
    runs: row.runs,
    targets: row.targets,
    sender_ids: row.senderIds,
    text_ids: row.textIds,
    offer_id: row.offerId,
    tracking_domain: row.trackingDomain,
    routing_plan_id: row.routingPlanId,
    schedule: row.schedule,
    time_zone: row.timeZone,
    throttle_per_minute: row.throttlePerMinute,
    quiet_hours: row.quietHours ?? null,
    // Counters added since a campaign was stored read 0.
    stats: { ...zeroStats, ...row.stats },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
