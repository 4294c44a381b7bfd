import type { SendingCampaign } from '../../contract/home'
import { laterStats } from '../campaigns/detail/liveStats'

/** The latest totals pushed per campaign id (`campaign.stats`, `voice-campaign.stats`). */
export type PushedStats = ReadonlyMap<string, SendingCampaign['stats']>

/**
 * A campaign's totals as loaded, or later ones pushed since. An SMS campaign's are merged
 * counter by counter (pushes carry no time, a reload may be newer); a voice campaign's pushes
 * come in order on the one stream, so the last one stands.
 */
export function withPushedStats(campaign: SendingCampaign, pushed: PushedStats): SendingCampaign {
  const stats = pushed.get(campaign.id)
  if (!stats) return campaign
  if (campaign.kind === 'voice' && 'calls' in stats) return { ...campaign, stats }
  if (campaign.kind === 'sms' && 'queued' in stats)
    return { ...campaign, stats: laterStats(campaign.stats, stats) }
  return campaign
}
