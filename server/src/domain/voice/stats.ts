import { and, count, eq, inArray } from 'drizzle-orm'
import { voiceLimits } from '../../../../src/contract/constants'
import { activeCallStatuses } from '../../../../src/contract/voice-campaign'
import { voiceCalls, voiceCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'

type Deps = Pick<AppDeps, 'db' | 'events'>

/**
 * Pushes a campaign's counters on the event stream at most every `voiceLimits.statsPushMs`: the
 * first change goes at once, later ones within the interval wait for its end and go as one
 * (read afresh then), so the last change of a burst is always told.
 */
export function createStatsPusher(deps: Deps, stopped: () => boolean) {
  const lastPush = new Map<string, number>()
  const waiting = new Map<string, NodeJS.Timeout>()

  async function publish(campaignId: string) {
    if (stopped()) return
    lastPush.set(campaignId, Date.now())
    const [campaign] = await deps.db
      .select({
        teamId: voiceCampaigns.teamId,
        runs: voiceCampaigns.runs,
        expandedRun: voiceCampaigns.expandedRun,
        stats: voiceCampaigns.stats,
      })
      .from(voiceCampaigns)
      .where(eq(voiceCampaigns.id, campaignId))
    if (!campaign) return
    const [active] = await deps.db
      .select({ value: count() })
      .from(voiceCalls)
      .where(
        and(
          eq(voiceCalls.campaignId, campaignId),
          inArray(voiceCalls.status, [...activeCallStatuses]),
        ),
      )
    deps.events.publish({
      name: 'voice-campaign.stats',
      audience: { teamId: campaign.teamId },
      data: {
        campaign_id: campaignId,
        run: campaign.expandedRun,
        stats: campaign.stats,
        active_calls: active?.value ?? 0,
      },
    })
  }

  const report = (error: unknown) => console.error('voice-campaign.stats:', error)

  return {
    push(campaignId: string) {
      if (waiting.has(campaignId)) return
      const since = Date.now() - (lastPush.get(campaignId) ?? 0)
      if (since >= voiceLimits.statsPushMs) {
        publish(campaignId).catch(report)
        return
      }
      const timer = setTimeout(() => {
        waiting.delete(campaignId)
        publish(campaignId).catch(report)
      }, voiceLimits.statsPushMs - since)
      timer.unref()
      waiting.set(campaignId, timer)
    },
  }
}
export type StatsPusher = ReturnType<typeof createStatsPusher>
