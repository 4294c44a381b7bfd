import { and, eq, inArray, sql } from 'drizzle-orm'
import { addMoney, formatAmount, moneyFromText } from '../../../../src/contract/money'
import {
  activeCallStatuses,
  type CallOutcome,
  type RetryableOutcome,
  retryableOutcomes,
  type VoiceCampaignStats,
} from '../../../../src/contract/voice-campaign'
import type { CallEvent } from '../../adapters/telephony/telephony'
import type { Database } from '../../db/connect'
import { contactEngagements, voiceCalls, voiceCampaigns } from '../../db/schema'
import { enterAutomations } from '../automations/engine/enter'
import type { VoiceCallRow } from './present'

/**
 * What a call's events do to the stored call and its campaign: the call moves on (only
 * forwards: a repeated or late event changes nothing), the campaign's counters follow, and a
 * call that reached no one is queued again when the retry policy says so.
 */

/** Statuses a campaign places calls in (and retries in). */
const dialingStatuses: readonly string[] = ['sending', 'paused']

async function bumpStats(
  tx: Database,
  campaignId: string,
  change: (stats: VoiceCampaignStats) => VoiceCampaignStats,
) {
  const [campaign] = await tx
    .select({ stats: voiceCampaigns.stats })
    .from(voiceCampaigns)
    .where(eq(voiceCampaigns.id, campaignId))
    .for('update')
  if (!campaign) return
  await tx
    .update(voiceCampaigns)
    .set({ stats: change(campaign.stats) })
    .where(eq(voiceCampaigns.id, campaignId))
}

const isRetryable = (outcome: CallOutcome): outcome is RetryableOutcome =>
  (retryableOutcomes as readonly string[]).includes(outcome)

export interface CallEnd {
  outcome: CallOutcome
  durationSeconds: number
  cost: string
  at: Date
}

/**
 * Ends an active call with its outcome, counts it, and queues the next attempt when the
 * campaign still dials and its retry policy covers the outcome. False when the call had ended
 * already (nothing changed).
 */
export async function endCall(
  tx: Database,
  callId: string,
  end: CallEnd,
): Promise<VoiceCallRow | null> {
  const reached = end.outcome === 'answered' || end.outcome === 'voicemail'
  const [call] = await tx
    .update(voiceCalls)
    .set({
      status: end.outcome === 'answered' ? 'completed' : 'ended',
      outcome: end.outcome,
      endedAt: end.at,
      durationSeconds: reached ? end.durationSeconds : 0,
      cost: end.cost,
      leaseUntil: null,
    })
    .where(and(eq(voiceCalls.id, callId), inArray(voiceCalls.status, [...activeCallStatuses])))
    .returning()
  if (call?.contactId)
    await enterAutomations(
      tx,
      call.teamId,
      { event: 'call_ended', outcome: end.outcome },
      [call.contactId],
      end.at,
    )
  if (!call?.campaignId) return call ?? null
  const campaignId = call.campaignId
  await bumpStats(tx, campaignId, (stats) => ({
    ...stats,
    completed: stats.completed + (end.outcome === 'answered' ? 1 : 0),
    voicemail: stats.voicemail + (end.outcome === 'voicemail' ? 1 : 0),
    failed: stats.failed + (reached ? 0 : 1),
    minutes: stats.minutes + (reached ? Math.ceil(end.durationSeconds / 60) : 0),
    cost: formatAmount(addMoney(moneyFromText(stats.cost), moneyFromText(end.cost))),
  }))
  if (!isRetryable(end.outcome)) return call
  const [campaign] = await tx
    .select({ status: voiceCampaigns.status, retry: voiceCampaigns.retry })
    .from(voiceCampaigns)
    .where(eq(voiceCampaigns.id, campaignId))
  if (!campaign || !dialingStatuses.includes(campaign.status)) return call
  const { retry } = campaign
  if (call.attempt >= retry.max_attempts || !retry.on.includes(end.outcome)) return call
  await tx
    .insert(voiceCalls)
    .values({
      teamId: call.teamId,
      campaignId,
      run: call.run,
      contactId: call.contactId,
      fromNumber: call.fromNumber,
      toNumber: call.toNumber,
      agentId: call.agentId,
      attempt: call.attempt + 1,
      notBefore: new Date(end.at.getTime() + retry.delay_minutes * 60_000),
    })
    .onConflictDoNothing()
  return call
}

/**
 * Applies one telephony event, timed by our clock (`now`, as every time the dialer compares);
 * answers the campaign it concerns when something changed.
 */
export async function applyCallEvent(
  db: Database,
  heard: CallEvent,
  now: Date,
): Promise<string | null> {
  const event = { ...heard, at: now }
  return db.transaction(async (tx) => {
    if (event.type === 'ringing') {
      const [call] = await tx
        .update(voiceCalls)
        .set({ status: 'ringing', providerCallId: event.providerCallId })
        .where(and(eq(voiceCalls.id, event.callId), eq(voiceCalls.status, 'dialing')))
        .returning({ campaignId: voiceCalls.campaignId })
      return call?.campaignId ?? null
    }
    if (event.type === 'answered') {
      const [call] = await tx
        .update(voiceCalls)
        .set({ status: 'in-progress', answeredAt: event.at, providerCallId: event.providerCallId })
        .where(
          and(eq(voiceCalls.id, event.callId), inArray(voiceCalls.status, ['dialing', 'ringing'])),
        )
        .returning()
      if (!call?.campaignId) return null
      await bumpStats(tx, call.campaignId, (stats) => ({ ...stats, answered: stats.answered + 1 }))
      if (call.contactId)
        await tx.insert(contactEngagements).values({
          teamId: call.teamId,
          contactId: call.contactId,
          event: 'answered',
          campaignId: call.campaignId,
          occurredAt: event.at,
        })
      return call.campaignId
    }
    if (event.type !== 'completed' && event.type !== 'failed') return null
    const ended = await endCall(tx, event.callId, event)
    return ended?.campaignId ?? null
  })
}

/** Calls a dialer placed and never heard the end of (it died): they count as failed. */
export async function expireLostCalls(tx: Database, campaignId: string, now: Date) {
  const lost = await tx
    .select({ id: voiceCalls.id })
    .from(voiceCalls)
    .where(
      and(
        eq(voiceCalls.campaignId, campaignId),
        inArray(voiceCalls.status, [...activeCallStatuses]),
        sql`${voiceCalls.leaseUntil} < ${now.toISOString()}::timestamptz`,
      ),
    )
  for (const { id } of lost)
    await endCall(tx, id, { outcome: 'failed', durationSeconds: 0, cost: '0.00', at: now })
  return lost.length
}
