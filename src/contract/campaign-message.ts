/**
 * A campaign message's way through the delivery engine: queued (waiting for its time and the
 * throttle), submitted (the carrier took it), then delivered or failed (its receipt, or a
 * refused submit); or cancelled (the campaign stopped before it was submitted, as a voice
 * campaign's calls not placed yet are). Plain values only: the entry bundle may import it.
 */
export const campaignMessageStatuses = [
  'queued',
  'submitted',
  'delivered',
  'failed',
  'cancelled',
] as const
export type CampaignMessageStatus = (typeof campaignMessageStatuses)[number]
