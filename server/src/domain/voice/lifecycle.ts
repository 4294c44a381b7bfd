import { eq } from 'drizzle-orm'
import type { EngineOutcome } from '../../../../src/machines/campaignLifecycle'
import { voiceCampaignEvents, voiceCampaigns } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { type EventBus, wordedEvent } from '../../events/bus'
import { ApiError } from '../../http/errors'
import { said } from '../../http/words'
import {
  type AppendedTo,
  appendLifecycleEventsTo,
  engineActor,
  LifecycleRefusal,
  lifecycleStoreOf,
  retryingCommand,
} from '../campaigns/lifecycle'
import { presentVoiceCampaign, type VoiceCampaignRow } from './present'

/**
 * Voice campaigns keep their lifecycle as SMS campaigns do (server/src/domain/campaigns/
 * lifecycle.ts decides and appends): this is their table pair.
 */
export const voiceLifecycleStore = lifecycleStoreOf<VoiceCampaignRow>(
  voiceCampaigns,
  voiceCampaignEvents,
)

export const voiceCampaignNotFound = () =>
  new ApiError(404, said('thing.notFound', { thing: 'voiceCampaign' }))

export function announceVoiceLifecycle(events: EventBus, appended: AppendedTo<VoiceCampaignRow>) {
  for (const { seq, event } of appended.events)
    events.publish(
      wordedEvent('voice-campaign.lifecycle', { teamId: appended.campaign.teamId }, (locale) => ({
        seq,
        event: event.type,
        campaign: presentVoiceCampaign(appended.campaign, locale),
      })),
    )
}

export type VoiceEngineOutcomeResult =
  | { accepted: true; row: VoiceCampaignRow }
  | { accepted: false; reason: string }

/** What the dialer reports (a run started, finished, failed), decided and appended as commands are. */
export async function appendVoiceEngineOutcome(
  deps: Pick<AppDeps, 'db' | 'events'>,
  campaignId: string,
  outcome: EngineOutcome,
  /** Written with the event, in its transaction (the next run's time). */
  also?: (row: VoiceCampaignRow) => Partial<Pick<VoiceCampaignRow, 'nextRunAt'>>,
): Promise<VoiceEngineOutcomeResult> {
  try {
    const appended = await retryingCommand(() =>
      deps.db.transaction(async (tx) => {
        const campaign = await voiceLifecycleStore.lock(tx, campaignId)
        if (!campaign) throw voiceCampaignNotFound()
        const result = await appendLifecycleEventsTo(
          voiceLifecycleStore,
          tx,
          campaign,
          [outcome],
          engineActor,
        )
        const extra = also?.(result.campaign)
        if (!extra || Object.keys(extra).length === 0) return result
        const [updated] = await tx
          .update(voiceCampaigns)
          .set(extra)
          .where(eq(voiceCampaigns.id, campaignId))
          .returning()
        return { ...result, campaign: updated ?? result.campaign }
      }),
    )
    announceVoiceLifecycle(deps.events, appended)
    return { accepted: true, row: appended.campaign }
  } catch (error) {
    if (error instanceof LifecycleRefusal) return { accepted: false, reason: error.message }
    throw error
  }
}
