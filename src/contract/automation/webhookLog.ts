import { z } from 'zod'
import { timestamp } from '../fields'
import { listQuery, listResponse } from '../list'
import { elementId } from './graph'
import { webhookDeliveryStatuses } from './values'

/**
 * GET automations/{id}/webhook-attempts?node=: the delivery log of one webhook node, newest try
 * first. Each try of a POST, with the contact it was for, and where its delivery stands now.
 */
export const webhookAttemptListQuery = listQuery({
  sortable: ['attempted_at'],
  defaultSort: '-attempted_at',
  filters: {},
}).extend({ node: elementId })
export type WebhookAttemptListQuery = z.infer<typeof webhookAttemptListQuery>

export const webhookAttempt = z.object({
  id: z.string(),
  contact: z.object({ id: z.string(), name: z.string().nullable(), phone: z.string() }),
  /** The try's number within its delivery (1 for the first). */
  attempt: z.number().int().min(1),
  /** The receiver's HTTP status; null when it could not be reached (then `error` says why). */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().min(0).nullable(),
  attempted_at: timestamp,
  /**
   * The POST's delivery as it stands now, with the `Idempotency-Key` the receiver saw on each of
   * its tries; null when a publish removed the node and dropped it.
   */
  delivery: z
    .object({
      idempotency_key: z.string(),
      status: z.enum(webhookDeliveryStatuses),
      /** When the next try is due while it is pending (or its lease runs out); null once done. */
      next_attempt_at: timestamp.nullable(),
    })
    .nullable(),
})
export type WebhookAttempt = z.infer<typeof webhookAttempt>

export const webhookAttemptList = listResponse(webhookAttempt)
export type WebhookAttemptList = z.infer<typeof webhookAttemptList>
