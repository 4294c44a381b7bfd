import { and, eq, exists, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../../db/connect'
import { campaignMessages, smsCampaigns } from '../../../db/schema'
import type { EngineDeps } from './deps'
import { addStats } from './stats'

/** Delivery states after which no message of the campaign is submitted any more. */
const unsentEnds = ['stopped', 'failed'] as const

/** Queued and held by no worker: a message whose lease runs is being submitted right now. */
const unclaimedQueued = (now: Date) =>
  and(
    eq(campaignMessages.status, 'queued'),
    or(isNull(campaignMessages.leaseUntil), lt(campaignMessages.leaseUntil, now)),
  )

/**
 * Cancels a campaign's queued messages that no worker holds, in the caller's transaction, with
 * `stats.cancelled`: a stop drops what was not sent (as a voice stop cancels calls not placed).
 * A message a worker holds is left to it: the carrier took it (sent) or refused it (failed), or
 * it goes back to the queue and `cancelLeftovers` cancels it. Answers how many were cancelled.
 */
export async function cancelUnsent(tx: Database, campaignId: string, now: Date): Promise<number> {
  const cancelled = await tx
    .update(campaignMessages)
    .set({ status: 'cancelled', cancelledAt: now, leaseUntil: null })
    .where(and(eq(campaignMessages.campaignId, campaignId), unclaimedQueued(now)))
    .returning({ id: campaignMessages.id })
  if (cancelled.length > 0) await addStats(tx, campaignId, { cancelled: cancelled.length })
  return cancelled.length
}

/**
 * The engine's sweep: messages of stopped or failed campaigns still queued (a worker's claim at
 * the stop that ran out or put them back; a run that failed) are cancelled. True when one was.
 */
export async function cancelLeftovers(deps: EngineDeps): Promise<boolean> {
  const now = deps.clock()
  const ended = await deps.db
    .select({ id: smsCampaigns.id })
    .from(smsCampaigns)
    .where(
      and(
        inArray(smsCampaigns.status, [...unsentEnds]),
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(campaignMessages)
            .where(and(eq(campaignMessages.campaignId, smsCampaigns.id), unclaimedQueued(now))),
        ),
      ),
    )
  let cancelled = false
  for (const { id } of ended) {
    const count = await deps.db.transaction((tx) => cancelUnsent(tx, id, now))
    if (count > 0) deps.stats.changed(id)
    cancelled ||= count > 0
  }
  return cancelled
}
