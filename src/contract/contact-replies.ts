import { z } from 'zod'
import { timestamp } from './fields'

/**
 * GET contacts/{id}/replies (ours; the spec shows no inbound SMS): the contact's latest
 * messages from its handset, newest first, at most `contactRepliesShown`.
 */
export const contactReplyResource = z.object({
  id: z.string(),
  text: z.string(),
  /** Our number or sender id the reply went to. */
  to: z.string(),
  /** It began with an opt-out keyword and made the contact unsubscribed. */
  opted_out: z.boolean(),
  received_at: timestamp,
})
export type ContactReplyResource = z.infer<typeof contactReplyResource>

export const contactRepliesResponse = z.object({ data: z.array(contactReplyResource) })
export type ContactRepliesResponse = z.infer<typeof contactRepliesResponse>

export const contactRepliesShown = 20
