import { z } from 'zod'
import { campaignMessageStatuses } from './campaign-message'
import { timestamp } from './fields'
import { listQuery, listResponse } from './list'

/**
 * GET sms/campaigns/{id}/messages: a campaign's message log, as the delivery engine keeps it
 * (campaign-message.ts has the statuses alone, for the entry bundle). Newest first unless
 * sorted otherwise; `filter[status]=failed,queued`, `filter[run]=2`.
 */
const moment = timestamp.nullable()

export const campaignMessageResource = z.object({
  id: z.string(),
  run: z.number().int().min(1),
  contact_id: z.string().nullable(),
  phone: z.string(),
  country: z.string().nullable(),
  network: z.string().nullable(),
  /** The sender id as the recipient sees it (its value, e.g. `ACME`). */
  sender_id: z.string(),
  text_id: z.string().nullable(),
  body: z.string(),
  parts: z.number().int().min(1),
  /** Null: the team's default route. */
  route_id: z.string().nullable(),
  status: z.enum(campaignMessageStatuses),
  carrier_message_id: z.string().nullable(),
  attempts: z.number().int().min(0),
  /** Why it failed (the carrier's words), or why it waits. */
  error: z.string().nullable(),
  /** Decimal strings in the team's currency. */
  cost: z.string().nullable(),
  price: z.string().nullable(),
  /** Not sent before (the throttle's slot, the end of quiet hours). */
  not_before: timestamp,
  queued_at: timestamp,
  submitted_at: moment,
  delivered_at: moment,
  failed_at: moment,
  cancelled_at: moment,
  clicked_at: moment,
  replied_at: moment,
})
export type CampaignMessageResource = z.infer<typeof campaignMessageResource>

/** `filter[status]=failed,queued`: any of the statuses (empty: every one). */
const statusList = z
  .string()
  .max(100)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(campaignMessageStatuses)).max(campaignMessageStatuses.length))

export const campaignMessageListQuery = listQuery({
  sortable: ['queued_at', 'submitted_at', 'phone', 'status'],
  defaultSort: '-queued_at',
  filters: {
    status: statusList.optional(),
    run: z.coerce.number().int().min(1).max(1_000_000).optional(),
  },
})
export type CampaignMessageListQuery = z.infer<typeof campaignMessageListQuery>
export const campaignMessageList = listResponse(campaignMessageResource)
export type CampaignMessageList = z.infer<typeof campaignMessageList>
