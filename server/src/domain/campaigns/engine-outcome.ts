import type { SmsCampaignResource } from '../../../../src/contract/sms-campaign'
import type { EngineOutcome } from '../../../../src/machines/campaignLifecycle'
import type { AppDeps } from '../../deps'
import {
  announceLifecycle,
  appendLifecycleEvents,
  campaignNotFound,
  engineActor,
  LifecycleRefusal,
  lockCampaign,
  retryingCommand,
} from './lifecycle'
import { presentCampaign } from './present'

export type EngineOutcomeResult =
  | { accepted: true; campaign: SmsCampaignResource }
  | { accepted: false; reason: string }

/**
 * What the delivery engine reports (a run started, finished, or failed), stored through the
 * same decide-and-append path as people's commands: refused when the lifecycle does not allow
 * it in the campaign's state (the engine reads the reason rather than a 409).
 */
export async function appendEngineOutcome(
  deps: Pick<AppDeps, 'db' | 'events'>,
  campaignId: string,
  outcome: EngineOutcome,
): Promise<EngineOutcomeResult> {
  try {
    const appended = await retryingCommand(() =>
      deps.db.transaction(async (tx) => {
        const campaign = await lockCampaign(tx, campaignId)
        if (!campaign) throw campaignNotFound()
        return appendLifecycleEvents(tx, campaign, [outcome], engineActor)
      }),
    )
    announceLifecycle(deps.events, appended)
    return { accepted: true, campaign: presentCampaign(appended.campaign) }
  } catch (error) {
    if (error instanceof LifecycleRefusal) return { accepted: false, reason: error.message }
    throw error
  }
}
