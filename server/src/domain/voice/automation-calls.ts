import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm'
import { voiceLimits } from '../../../../src/contract/constants'
import { activeCallStatuses } from '../../../../src/contract/voice-campaign'
import type { Database } from '../../db/connect'
import { voiceCalls, voiceCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { endCall } from './calls'
import { placeClaimedCalls } from './place-calls'

/**
 * Calls placed by automations' start-call nodes: no campaign, so no window, no concurrency cap
 * and no retry; `automation_step_id` names the journey step that queued each, so a step run
 * again queues no second call. The dialer places them as it places a campaign's (a lease, then
 * telephony), and their end enters `call_ended` automations as every call's does.
 */

const fromAutomation = and(isNull(voiceCalls.campaignId), isNotNull(voiceCalls.automationStepId))
const claimSize = 10

export interface AutomationCall {
  teamId: string
  automationId: string
  stepId: string
  contactId: string
  phone: string
  agentId: string
  /** The node's caller number; null for a version published before nodes had one. */
  from: string | null
  at: Date
}

/**
 * The number a start-call node published before it had a caller number calls from: the first
 * caller number of the team's most recently changed voice campaign that has one, as every
 * automation call did before; null when the team has none. Such versions run on rather than
 * failing contacts already inside them; publishing them again needs the node's number.
 */
async function fallbackCallerNumber(tx: Database, teamId: string): Promise<string | null> {
  const campaigns = await tx
    .select({ numbers: voiceCampaigns.callerNumbers })
    .from(voiceCampaigns)
    .where(eq(voiceCampaigns.teamId, teamId))
    .orderBy(desc(voiceCampaigns.updatedAt))
    .limit(20)
  return campaigns.find((campaign) => campaign.numbers.length > 0)?.numbers[0] ?? null
}

/**
 * Queues the call in the caller's transaction; nothing when this step queued one already. False
 * when there is no number to call from (an old node, a team without a voice campaign number).
 */
export async function queueAutomationCall(tx: Database, call: AutomationCall): Promise<boolean> {
  const fromNumber = call.from ?? (await fallbackCallerNumber(tx, call.teamId))
  if (fromNumber === null) return false
  await tx
    .insert(voiceCalls)
    .values({
      teamId: call.teamId,
      contactId: call.contactId,
      fromNumber,
      toNumber: call.phone,
      agentId: call.agentId,
      automationId: call.automationId,
      automationStepId: call.stepId,
      notBefore: call.at,
    })
    .onConflictDoNothing()
  return true
}

/**
 * Ends automation calls never heard of again (their dialer died) as failed, claims the queued
 * ones (FOR UPDATE SKIP LOCKED) under a lease and places them after the commit. True when
 * any call moved.
 */
export async function dialAutomationCalls(
  deps: Pick<AppDeps, 'db' | 'telephony'>,
  now: Date,
): Promise<boolean> {
  const claimed = await deps.db.transaction(async (tx) => {
    const lost = await tx
      .select({ id: voiceCalls.id })
      .from(voiceCalls)
      .where(
        and(
          fromAutomation,
          inArray(voiceCalls.status, [...activeCallStatuses]),
          lt(voiceCalls.leaseUntil, now),
        ),
      )
      .for('update', { skipLocked: true })
    for (const { id } of lost)
      await endCall(tx, id, { outcome: 'failed', durationSeconds: 0, cost: '0.00', at: now })
    const queued = await tx
      .select({ id: voiceCalls.id })
      .from(voiceCalls)
      .where(and(fromAutomation, eq(voiceCalls.status, 'queued'), lte(voiceCalls.notBefore, now)))
      .orderBy(asc(voiceCalls.notBefore), asc(voiceCalls.id))
      .limit(claimSize)
      .for('update', { skipLocked: true })
    if (queued.length === 0) return { lost: lost.length, calls: [] }
    const calls = await tx
      .update(voiceCalls)
      .set({
        status: 'dialing',
        startedAt: now,
        leaseUntil: new Date(now.getTime() + voiceLimits.callLeaseMs),
      })
      .where(
        inArray(
          voiceCalls.id,
          queued.map((call) => call.id),
        ),
      )
      .returning()
    return { lost: lost.length, calls }
  })
  await placeClaimedCalls(deps, claimed.calls, now)
  return claimed.lost > 0 || claimed.calls.length > 0
}
