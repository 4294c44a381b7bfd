import type { EngineOutcome } from '../../../../src/machines/campaignLifecycle'
import type { StoredLifecycleEvent } from '../../db/schema'
import type { AppDeps } from '../../deps'
import {
  announceLifecycle,
  appendLifecycleEvents,
  type CampaignRow,
  campaignNotFound,
  engineActor,
  LifecycleRefusal,
  lockCampaign,
  retryingCommand,
} from './lifecycle'

export type EngineOutcomeResult =
  | { accepted: true; row: CampaignRow }
  | { accepted: false; reason: string }

/**
 * What the delivery engine reports (a run started, finished, or failed), stored through the
 * same decide-and-append path as people's commands: refused when the lifecycle does not allow
 * it in the campaign's state (the engine reads the reason rather than a 409).
 */
export async function appendEngineOutcome(
  deps: Pick<AppDeps, 'db' | 'events'>,
  campaignId: string,
  outcome: EngineOutcome & Pick<StoredLifecycleEvent, 'reasonWords'>,
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
    return { accepted: true, row: appended.campaign }
  } catch (error) {
    if (error instanceof LifecycleRefusal) return { accepted: false, reason: error.message }
    throw error
  }
}
