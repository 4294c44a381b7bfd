import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { voiceLimits } from '../../../../src/contract/constants'
import { activeCallStatuses } from '../../../../src/contract/voice-campaign'
import { isRunHeldOpen } from '../../../../src/machines/campaignLifecycle'
import type { Database } from '../../db/connect'
import { contacts, voiceCalls, voiceCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { BackgroundTask } from '../../work/background'
import { audienceCondition } from '../campaigns/audience'
import { dialAutomationCalls } from './automation-calls'
import { isWindowOpen } from './calendar'
import { applyCallEvent, expireLostCalls } from './calls'
import { appendVoiceEngineOutcome } from './lifecycle'
import { placeClaimedCalls } from './place-calls'
import type { VoiceCampaignRow } from './present'
import { nextRunAfter } from './schedule'
import { createStatsPusher } from './stats'

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'telephony' | 'work'>

/**
 * The dialer: a background task (server/src/work/background.ts) that starts scheduled runs,
 * queues a run's audience as calls, places calls inside the call window without ever having
 * more than the campaign's maximum in progress, and finishes runs through the lifecycle.
 * Several processes may dial: a campaign is dialed by whoever locks its row (FOR UPDATE SKIP
 * LOCKED), which is where the calls in progress are counted and the next ones claimed, so the
 * maximum holds across processes. A placed call holds a lease; one never heard of again
 * (its process died) counts as failed when the lease runs out.
 */
export function voiceDialerTask(deps: Deps): BackgroundTask {
  /** The background work's signal: once it stops, the database is closing and nothing is told. */
  let working: AbortSignal | undefined
  const stats = createStatsPusher(deps, () => working?.aborted ?? false)
  let applying: Promise<unknown> = Promise.resolve()
  deps.telephony.onEvent((event) => {
    // One event at a time, in the order heard: a call's answer is stored before its end.
    applying = applying
      .then(() => applyCallEvent(deps.db, event, deps.clock()))
      .then((campaignId) => {
        if (!campaignId) return
        stats.push(campaignId)
        // An ended call frees a line (or ends the run): dial again now.
        if (event.type === 'completed' || event.type === 'failed') deps.work.kick()
      })
      .catch((error) => console.error('Voice call event:', error))
  })

  return {
    name: 'voice dialer',
    async runOnce(signal) {
      working = signal
      const now = deps.clock()
      if (await startDueRun(deps, now)) return true
      if (await queueNextRun(deps.db, now)) return true
      if (signal.aborted) return false
      const touched = await dialCampaigns(deps, now)
      for (const campaignId of touched) stats.push(campaignId)
      if (touched.length > 0) return true
      if (await dialAutomationCalls(deps, now)) return true
      return finishIdleRun(deps, now)
    },
  }
}

/** A scheduled campaign whose run is due starts it. */
async function startDueRun(deps: Deps, now: Date): Promise<boolean> {
  const [due] = await deps.db
    .select({ id: voiceCampaigns.id })
    .from(voiceCampaigns)
    .where(and(eq(voiceCampaigns.status, 'scheduled'), lte(voiceCampaigns.nextRunAt, now)))
    .orderBy(asc(voiceCampaigns.nextRunAt))
    .limit(1)
  if (!due) return false
  const started = await appendVoiceEngineOutcome(deps, due.id, { type: 'engine.started' }, () => ({
    nextRunAt: null,
  }))
  return started.accepted
}

/** The calls of this run's audience not queued yet (the feed's newcomers, when it streams). */
async function queueAudience(tx: Database, campaign: VoiceCampaignRow, run: number, now: Date) {
  const where = await audienceCondition(tx, campaign.teamId, campaign.targets, now)
  const result = await tx.execute(sql`
    with queued as (
      insert into ${voiceCalls} (id, team_id, campaign_id, run, contact_id, direction,
        from_number, to_number, agent_id, status, attempt, not_before)
      select gen_random_uuid()::text, ${campaign.teamId}, ${campaign.id}, ${run}, ${contacts.id},
        'outbound', ${campaign.callerNumbers[0] ?? ''}, ${contacts.phone}, ${campaign.agentId},
        'queued', 1, ${now.toISOString()}::timestamptz
      from ${contacts}
      where ${where}
      on conflict do nothing
      returning 1)
    select count(*)::int as value from queued`)
  const rows = (result as unknown as { rows: { value: number }[] }).rows
  return Number(rows[0]?.value ?? 0)
}

/** A sending campaign whose run was not queued yet: its audience becomes calls. */
async function queueNextRun(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(voiceCampaigns)
      .where(
        and(
          eq(voiceCampaigns.status, 'sending'),
          lte(voiceCampaigns.expandedRun, voiceCampaigns.runs),
        ),
      )
      .limit(1)
      .for('update', { skipLocked: true })
    if (!campaign) return false
    const run = campaign.runs + 1
    await queueAudience(tx, campaign, run, now)
    await tx
      .update(voiceCampaigns)
      .set({ expandedRun: run })
      .where(eq(voiceCampaigns.id, campaign.id))
    return true
  })
}

/** Sending campaigns whose run is queued: the ones that may place calls. */
const dialable = and(
  eq(voiceCampaigns.status, 'sending'),
  gt(voiceCampaigns.expandedRun, voiceCampaigns.runs),
)

/**
 * Places the calls each campaign has room for: under the campaign's lock, counts its calls in
 * progress and claims that many fewer than the maximum; places them after the commit. Answers
 * the campaigns whose calls moved.
 */
async function dialCampaigns(deps: Deps, now: Date): Promise<string[]> {
  const candidates = await deps.db
    .select({ id: voiceCampaigns.id })
    .from(voiceCampaigns)
    .where(dialable)
  const touched: string[] = []
  for (const { id } of candidates) {
    const claimed = await deps.db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(voiceCampaigns)
        .where(and(eq(voiceCampaigns.id, id), dialable))
        .for('update', { skipLocked: true })
      if (!campaign) return { lost: 0, calls: [] }
      const lost = await expireLostCalls(tx, id, now)
      if (!isWindowOpen(campaign.callWindow, campaign.timeZone, now)) return { lost, calls: [] }
      const [active] = await tx
        .select({ value: count() })
        .from(voiceCalls)
        .where(
          and(eq(voiceCalls.campaignId, id), inArray(voiceCalls.status, [...activeCallStatuses])),
        )
      const room = campaign.maxConcurrentCalls - (active?.value ?? 0)
      if (room <= 0 || campaign.callerNumbers.length === 0) return { lost, calls: [] }
      const queued = await tx
        .select({ id: voiceCalls.id })
        .from(voiceCalls)
        .where(
          and(
            eq(voiceCalls.campaignId, id),
            eq(voiceCalls.run, campaign.expandedRun),
            eq(voiceCalls.status, 'queued'),
            lte(voiceCalls.notBefore, now),
          ),
        )
        .orderBy(asc(voiceCalls.notBefore), asc(voiceCalls.id))
        .limit(room)
        .for('update', { skipLocked: true })
      const numbers = campaign.callerNumbers
      const calls = []
      for (const [index, call] of queued.entries()) {
        const [placed] = await tx
          .update(voiceCalls)
          .set({
            status: 'dialing',
            // Caller numbers in turn, across the campaign's calls.
            fromNumber: numbers[(campaign.stats.calls + index) % numbers.length] ?? '',
            agentId: campaign.agentId,
            startedAt: now,
            leaseUntil: new Date(now.getTime() + voiceLimits.callLeaseMs),
          })
          .where(eq(voiceCalls.id, call.id))
          .returning()
        if (placed) calls.push(placed)
      }
      if (calls.length > 0)
        await tx
          .update(voiceCampaigns)
          .set({ stats: { ...campaign.stats, calls: campaign.stats.calls + calls.length } })
          .where(eq(voiceCampaigns.id, id))
      return { lost, calls }
    })
    await placeClaimedCalls(deps, claimed.calls, now)
    if (claimed.calls.length > 0 || claimed.lost > 0) touched.push(id)
  }
  return touched
}

/**
 * A sending campaign with nothing queued and nothing in progress finished its run; a one-off
 * one whose feed still streams waits for newcomers instead (queued as they come), while a
 * recurring one's newcomers wait for its next run (the lifecycle's `isRunHeldOpen`).
 */
async function finishIdleRun(deps: Deps, now: Date): Promise<boolean> {
  const candidates = await deps.db.select().from(voiceCampaigns).where(dialable)
  for (const campaign of candidates) {
    const [pending] = await deps.db
      .select({ value: count() })
      .from(voiceCalls)
      .where(
        and(
          eq(voiceCalls.campaignId, campaign.id),
          inArray(voiceCalls.status, ['queued', ...activeCallStatuses]),
        ),
      )
    if ((pending?.value ?? 0) > 0) continue
    if (isRunHeldOpen(campaign.lifecycle)) {
      const added = await deps.db.transaction((tx) =>
        queueAudience(tx, campaign, campaign.expandedRun, now),
      )
      if (added > 0) return true
      continue
    }
    const result = await appendVoiceEngineOutcome(
      deps,
      campaign.id,
      { type: 'engine.runFinished' },
      (after) => ({
        nextRunAt:
          after.status === 'scheduled' ? nextRunAfter(after.schedule, after.timeZone, now) : null,
      }),
    )
    if (result.accepted) return true
  }
  return false
}
