import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm'
import { isRunHeldOpen } from '../../../../../src/machines/campaignLifecycle'
import { campaignMessages, campaignRuns, smsCampaigns } from '../../../db/schema'
import { storeWords } from '../../../http/stored-words'
import type { Words } from '../../../http/words'
import { appendEngineOutcome } from '../engine-outcome'
import type { EngineDeps } from './deps'

const runKey = (campaignId: string, run: number) =>
  and(eq(campaignRuns.campaignId, campaignId), eq(campaignRuns.run, run))

/**
 * Reports engine.runFinished for every current run that is expanded and has nothing queued
 * left (each message submitted or final). A one-off campaign whose feed still streams keeps its
 * run open (the lifecycle's `isRunHeldOpen`): new contacts may still come; a recurring one's
 * newcomers wait for its next run. True when a run finished.
 */
export async function finishRuns(deps: EngineDeps): Promise<boolean> {
  const leftToTests = [...deps.playedByTests]
  const done = await deps.db
    .select({
      campaignId: campaignRuns.campaignId,
      run: campaignRuns.run,
      lifecycle: smsCampaigns.lifecycle,
    })
    .from(campaignRuns)
    .innerJoin(
      smsCampaigns,
      and(
        eq(smsCampaigns.id, campaignRuns.campaignId),
        eq(campaignRuns.run, sql`${smsCampaigns.runs} + 1`),
      ),
    )
    .where(
      and(
        eq(smsCampaigns.status, 'sending'),
        isNotNull(campaignRuns.expandedAt),
        isNull(campaignRuns.finishedAt),
        sql`not exists (select 1 from ${campaignMessages} where ${campaignMessages.campaignId} = ${campaignRuns.campaignId} and ${campaignMessages.run} = ${campaignRuns.run} and ${campaignMessages.status} = 'queued')`,
        leftToTests.length > 0 ? notInArray(smsCampaigns.id, leftToTests) : undefined,
      ),
    )
  let finished = false
  for (const run of done.filter((row) => !isRunHeldOpen(row.lifecycle))) {
    const result = await appendEngineOutcome(deps, run.campaignId, { type: 'engine.runFinished' })
    // Refused: paused meanwhile (it finishes once resumed), or another process finished it.
    if (!result.accepted) continue
    await deps.db
      .update(campaignRuns)
      .set({ finishedAt: deps.clock() })
      .where(runKey(run.campaignId, run.run))
    deps.stats.changed(run.campaignId)
    finished = true
  }
  return finished
}

/**
 * The run cannot happen: engine.failed with the reason (in English, and in every language beside
 * it), and the run closed.
 */
export async function failRun(deps: EngineDeps, campaignId: string, run: number, why: Words) {
  const reasonWords = storeWords(why)
  await appendEngineOutcome(deps, campaignId, {
    type: 'engine.failed',
    reason: reasonWords.en,
    reasonWords,
  })
  await deps.db
    .update(campaignRuns)
    .set({ finishedAt: deps.clock(), claimedUntil: null })
    .where(runKey(campaignId, run))
}
