import { and, count, desc, eq } from 'drizzle-orm'
import type {
  WebhookAttempt,
  WebhookAttemptList,
  WebhookAttemptListQuery,
} from '../../../../src/contract/automation/webhookLog'
import type { Database } from '../../db/connect'
import { pageOf, windowOf } from '../../db/list-query'
import {
  automationWebhookAttempts as attempts,
  contacts,
  automationWebhookDeliveries as deliveries,
  automationJourneys as journeys,
  automationJourneySteps as steps,
} from '../../db/schema'

interface Row {
  attempt: typeof attempts.$inferSelect
  contact: Pick<typeof contacts.$inferSelect, 'id' | 'firstName' | 'lastName' | 'phone'>
  delivery: Pick<
    typeof deliveries.$inferSelect,
    'idempotencyKey' | 'status' | 'nextAttemptAt'
  > | null
}

const present = ({ attempt, contact, delivery }: Row): WebhookAttempt => ({
  id: attempt.id,
  contact: {
    id: contact.id,
    name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null,
    phone: contact.phone,
  },
  attempt: attempt.attempt,
  status: attempt.status,
  error: attempt.error,
  duration_ms: attempt.durationMs,
  attempted_at: attempt.attemptedAt.toISOString(),
  delivery: delivery && {
    idempotency_key: delivery.idempotencyKey,
    status: delivery.status,
    next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
  },
})

/**
 * The tries of one webhook node's POSTs in an automation (already read as the team's), newest
 * first: each with its contact, and where its delivery stands now (one delivery per step; none
 * when a publish dropped it with the node).
 */
export function webhookAttemptsOf(
  db: Database,
  automationId: string,
  query: WebhookAttemptListQuery,
): Promise<WebhookAttemptList> {
  const where = and(eq(attempts.automationId, automationId), eq(steps.nodeId, query.node))
  const { limit, offset } = windowOf(query)
  const order =
    query.sort[0]?.direction === 'asc'
      ? [attempts.attemptedAt, attempts.id]
      : [desc(attempts.attemptedAt), desc(attempts.id)]
  const rows = db
    .select({
      attempt: attempts,
      contact: {
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        phone: contacts.phone,
      },
      delivery: {
        idempotencyKey: deliveries.idempotencyKey,
        status: deliveries.status,
        nextAttemptAt: deliveries.nextAttemptAt,
      },
    })
    .from(attempts)
    .innerJoin(steps, eq(steps.id, attempts.stepId))
    .innerJoin(journeys, eq(journeys.id, steps.journeyId))
    .innerJoin(contacts, eq(contacts.id, journeys.contactId))
    .leftJoin(deliveries, eq(deliveries.stepId, attempts.stepId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const total = db
    .select({ value: count() })
    .from(attempts)
    .innerJoin(steps, eq(steps.id, attempts.stepId))
    .where(where)
  return pageOf(query, rows, total, present)
}
