import { performance } from 'node:perf_hooks'
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { automationEngine } from '../../../../../src/contract/constants'
import type { WebhookAnswer } from '../../../adapters/webhook/webhook'
import {
  automationJourneySteps,
  automationJourneys,
  automations,
  automationWebhookAttempts,
  automationWebhookDeliveries as deliveries,
} from '../../../db/schema'
import type { BackgroundTask } from '../../../work/background'
import type { AutomationEngineDeps } from './deps'

type Deps = Pick<AutomationEngineDeps, 'db' | 'clock' | 'work' | 'webhooks'>
type Delivery = typeof deliveries.$inferSelect

/**
 * Claims due deliveries of active automations (FOR UPDATE SKIP LOCKED), counts the try and
 * leases them: the claim commits before any POST, so a process that dies mid-POST leaves the
 * delivery to be tried again, with the same key, once the lease runs out.
 */
async function claimDue(deps: Deps, limit: number): Promise<Delivery[]> {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(
        automations,
        and(eq(automations.id, deliveries.automationId), eq(automations.status, 'active')),
      )
      .where(and(eq(deliveries.status, 'pending'), lte(deliveries.nextAttemptAt, now)))
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { of: deliveries, skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(deliveries)
      .set({
        attempts: sql`${deliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + automationEngine.webhookLeaseMs),
      })
      .where(
        inArray(
          deliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/** Where a try leaves its delivery: done, or pending until the backoff's next try. */
function afterTry(delivery: Delivery, answer: WebhookAnswer, now: Date) {
  const took = 'status' in answer && answer.status >= 200 && answer.status < 300
  const lastStatus = 'status' in answer ? answer.status : null
  const lastError = 'unreachable' in answer ? answer.unreachable : null
  if (took) return { status: 'delivered' as const, nextAttemptAt: now, lastStatus, lastError }
  if (delivery.attempts >= automationEngine.webhookMaxAttempts)
    return { status: 'failed' as const, nextAttemptAt: now, lastStatus, lastError }
  const pauses = automationEngine.webhookBackoffMinutes
  const minutes = pauses[Math.min(delivery.attempts, pauses.length) - 1] ?? 1
  const nextAttemptAt = new Date(now.getTime() + minutes * 60_000)
  return { status: 'pending' as const, nextAttemptAt, lastStatus, lastError }
}

/**
 * Logs the try and moves the delivery on; a done one wakes its journey, still at the node (its
 * step there open), for the engine to take on. A try whose lease ran out and was claimed again
 * meanwhile is logged but moves nothing: the newer try decides.
 */
async function recordTry(deps: Deps, delivery: Delivery, answer: WebhookAnswer, ms: number) {
  const now = deps.clock()
  const next = afterTry(delivery, answer, now)
  await deps.db.transaction(async (tx) => {
    await tx.insert(automationWebhookAttempts).values({
      teamId: delivery.teamId,
      automationId: delivery.automationId,
      stepId: delivery.stepId,
      attempt: delivery.attempts,
      url: delivery.url,
      status: next.lastStatus,
      error: next.lastError,
      durationMs: Math.round(ms),
      attemptedAt: now,
    })
    const moved = await tx
      .update(deliveries)
      .set(next)
      .where(and(eq(deliveries.id, delivery.id), eq(deliveries.attempts, delivery.attempts)))
      .returning({ id: deliveries.id })
    if (moved.length === 0) return
    await tx
      .update(automationJourneySteps)
      .set({ attempts: delivery.attempts })
      .where(eq(automationJourneySteps.id, delivery.stepId))
    if (next.status === 'pending') return
    await tx
      .update(automationJourneys)
      .set({ wakeAt: now })
      .where(
        and(
          eq(automationJourneys.id, delivery.journeyId),
          eq(automationJourneys.state, 'waiting'),
          sql`exists (select 1 from ${automationJourneySteps} where ${and(
            eq(automationJourneySteps.id, delivery.stepId),
            isNull(automationJourneySteps.leftAt),
          )})`,
        ),
      )
  })
}

async function deliver(deps: Deps, delivery: Delivery, signal: AbortSignal) {
  const started = performance.now()
  const answer = await deps.webhooks.post({
    url: delivery.url,
    body: delivery.body,
    idempotencyKey: delivery.idempotencyKey,
    signal,
  })
  // A process stopping mid-POST records nothing: its lease runs out and the try is made again.
  if (signal.aborted) return
  await recordTry(deps, delivery, answer, performance.now() - started)
}

/**
 * The deliverer of automations' webhooks: POSTs what the engine's batches recorded, outside any
 * transaction, a few at a time in the background so a slow receiver holds up neither the
 * process's other work nor other deliveries. Each try ends in the log; a done delivery wakes its
 * journey, and the work loop is kicked to take it on.
 */
export function webhookDeliveryTask(deps: Deps): BackgroundTask {
  const inFlight = new Set<Promise<void>>()
  return {
    name: 'automation webhooks',
    async runOnce(signal) {
      const room = automationEngine.webhookConcurrency - inFlight.size
      if (signal.aborted || room <= 0) return false
      const claimed = await claimDue(deps, room)
      for (const delivery of claimed) {
        const attempt = deliver(deps, delivery, signal)
          .catch((error: unknown) => {
            // Left under its lease: tried again once the lease runs out.
            console.error(`Automation webhook ${delivery.id} to ${delivery.url} failed:`, error)
          })
          .finally(() => {
            inFlight.delete(attempt)
            deps.work.kick()
          })
        inFlight.add(attempt)
      }
      return claimed.length > 0
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
  }
}
