import { type SmsCampaignResource, zeroStats } from '../../../src/contract/sms-campaign'

/** A draft campaign as the server answers it, with the fields a test cares about. */
export function campaignOf(change: Partial<SmsCampaignResource> = {}): SmsCampaignResource {
  return {
    id: 'c-1',
    name: 'Spring rates',
    status: 'draft',
    lifecycle: { delivery: 'draft', recurrence: 'none', feed: 'none' },
    missing: [],
    failure: null,
    runs: 0,
    targets: { segment_ids: [], tags: [], feed_ids: [] },
    sender_ids: [],
    text_ids: [],
    offer_id: null,
    tracking_domain: null,
    routing_plan_id: null,
    schedule: { kind: 'now' },
    time_zone: 'UTC',
    throttle_per_minute: null,
    quiet_hours: null,
    stats: zeroStats,
    created_at: '2026-11-23T09:00:00.000Z',
    updated_at: '2026-11-23T09:00:00.000Z',
    ...change,
  }
}
