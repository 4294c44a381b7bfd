import { type SmsCampaignResource, zeroStats } from '../../../../src/contract/sms-campaign'
import type { smsCampaigns } from '../../db/schema'

export function presentCampaign(row: typeof smsCampaigns.$inferSelect): SmsCampaignResource {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    lifecycle: row.lifecycle,
    missing: row.missing,
    failure: row.failure,
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
