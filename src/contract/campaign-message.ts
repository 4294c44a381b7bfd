/**
 * A campaign message's way through the delivery engine: queued (waiting for its time and the
 * throttle), submitted (the carrier took it), then delivered or failed (its receipt, or a
 * refused submit). Plain values only: the entry bundle may import it.
 */
export const campaignMessageStatuses = ['queued', 'submitted', 'delivered', 'failed'] as const
export type CampaignMessageStatus = (typeof campaignMessageStatuses)[number]
