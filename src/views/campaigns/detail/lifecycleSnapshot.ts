import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import {
  type CampaignLifecycleSnapshot,
  campaignLifecycleMachine,
} from '../../../machines/campaignLifecycle'

/**
 * The lifecycle the server folded for this campaign (SMS or voice), as a snapshot of the same machine: the
 * views ask it `can()` which commands are open, and `refusalOf` why the others are not.
 */
export function lifecycleSnapshotOf(
  campaign: Pick<
    SmsCampaignResource,
    'lifecycle' | 'missing' | 'schedule' | 'targets' | 'runs' | 'failure'
  >,
): CampaignLifecycleSnapshot {
  return campaignLifecycleMachine.resolveState({
    value: campaign.lifecycle,
    context: {
      missing: campaign.missing,
      recurring: campaign.schedule.kind === 'recurring',
      feed: campaign.targets.feed_ids.length > 0,
      runs: campaign.runs,
      failure: campaign.failure,
    },
  })
}
