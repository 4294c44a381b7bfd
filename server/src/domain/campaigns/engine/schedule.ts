import { and, desc, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm'
import { nextRunAt } from '../../../../../src/contract/campaign-timing'
import type { CampaignSchedule } from '../../../../../src/contract/sms-campaign'
import { campaignEvents, campaignRuns, smsCampaigns } from '../../../db/schema'
import { appendEngineOutcome } from '../engine-outcome'
import type { EngineDeps } from './deps'

/** The events after which a campaign waits `scheduled`: its send, or the end of a run. */
const waitingSince = ['campaign.send', 'engine.runFinished'] as const

/**
 * When a scheduled campaign's run is due: a send's own `at` or the schedule's `at` before the
 * first run; for a recurring campaign the first of its times after it began to wait.
 */
export function dueOf(
  schedule: CampaignSchedule,
  timeZone: string,
  runs: number,
  since: { at: Date; sendAt: string | null },
): Date | null {
  if (runs === 0 && since.sendAt) return new Date(since.sendAt)
  if (schedule.kind === 'recurring') return nextRunAt(schedule, timeZone, since.at)
  if (schedule.kind === 'at' && runs === 0) return new Date(schedule.at)
  return since.at
}

/** Starts every scheduled campaign whose time has come (engine.started). True when one did. */
export async function startDueRuns(deps: EngineDeps): Promise<boolean> {
  const leftToTests = [...deps.playedByTests]
  const scheduled = await deps.db
    .select({
      id: smsCampaigns.id,
      schedule: smsCampaigns.schedule,
      timeZone: smsCampaigns.timeZone,
      runs: smsCampaigns.runs,
    })
    .from(smsCampaigns)
    .where(
      and(
        eq(smsCampaigns.status, 'scheduled'),
        leftToTests.length > 0 ? notInArray(smsCampaigns.id, leftToTests) : undefined,
      ),
    )
  let started = false
  const now = deps.clock()
  for (const campaign of scheduled) {
    const [last] = await deps.db
      .select({ at: campaignEvents.createdAt, event: campaignEvents.event })
      .from(campaignEvents)
      .where(
        and(
          eq(campaignEvents.campaignId, campaign.id),
          inArray(sql`${campaignEvents.event} ->> 'type'`, [...waitingSince]),
        ),
      )
      .orderBy(desc(campaignEvents.seq))
      .limit(1)
    if (!last) continue
    // A run starts at or after its time: the next one comes after that (events are stamped by
    // the database, runs by the engine's clock).
    const [lastRun] = await deps.db
      .select({ at: max(campaignRuns.startedAt) })
      .from(campaignRuns)
      .where(eq(campaignRuns.campaignId, campaign.id))
    const since = Math.max(last.at.getTime(), lastRun?.at?.getTime() ?? 0)
    const due = dueOf(campaign.schedule, campaign.timeZone, campaign.runs, {
      at: new Date(since),
      sendAt: last.event.type === 'campaign.send' ? (last.event.at ?? null) : null,
    })
    if (!due || due.getTime() > now.getTime()) continue
    // Another process may have started it first: the lifecycle then refuses this one.
    const result = await appendEngineOutcome(deps, campaign.id, { type: 'engine.started' })
    started ||= result.accepted
  }
  return started
}

/**
 * Opens the engine's record of the current run of every sending campaign that has none yet (a
 * send now, a scheduled start, a resumed recurring campaign). True when one was opened.
 */
export async function openRuns(deps: EngineDeps): Promise<boolean> {
  const leftToTests = [...deps.playedByTests]
  const unopened = await deps.db
    .select({ id: smsCampaigns.id, teamId: smsCampaigns.teamId, runs: smsCampaigns.runs })
    .from(smsCampaigns)
    .leftJoin(
      campaignRuns,
      and(
        eq(campaignRuns.campaignId, smsCampaigns.id),
        eq(campaignRuns.run, sql`${smsCampaigns.runs} + 1`),
      ),
    )
    .where(
      and(
        eq(smsCampaigns.status, 'sending'),
        isNull(campaignRuns.run),
        leftToTests.length > 0 ? notInArray(smsCampaigns.id, leftToTests) : undefined,
      ),
    )
  if (unopened.length === 0) return false
  const now = deps.clock()
  const opened = await deps.db
    .insert(campaignRuns)
    .values(
      unopened.map((campaign) => ({
        campaignId: campaign.id,
        run: campaign.runs + 1,
        teamId: campaign.teamId,
        startedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ run: campaignRuns.run })
  return opened.length > 0
}
