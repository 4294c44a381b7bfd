import type { FeedList } from '../../../../contract/feed'
import type { VoiceAgentList } from '../../../../contract/voice-agent'
import type { VoiceCampaignResource } from '../../../../contract/voice-campaign'
import type { ApiResult } from '../../../../services/http/client'
import { feedsApi } from '../../../audience/feeds/feedApis'
import { segmentsApi } from '../../../audience/segments/segmentsApi'
import { voiceCampaignsApi } from '../voiceApi'

/** What the draft form offers to pick from (empty when a list could not be read). */
export interface VoiceCampaignChoices {
  agents: { id: string; name: string }[]
  feeds: { id: string; name: string }[]
  segments: { id: string; name: string }[]
}

export interface LoadedVoiceCampaign {
  campaign: ApiResult<VoiceCampaignResource>
  choices: VoiceCampaignChoices
}

const named = (result: ApiResult<{ data: { id: string; name: string }[] }>) =>
  result.ok ? result.data.data.map(({ id, name }) => ({ id, name })) : []

/** /agents/campaigns/{id}: the campaign, and the team's agents, feeds and segments to pick from. */
export async function loadVoiceCampaign(
  id: string,
  signal: AbortSignal,
): Promise<LoadedVoiceCampaign> {
  const everything = { per_page: 100, sort: 'name' }
  const [campaign, agents, feeds, segments] = await Promise.all([
    voiceCampaignsApi.show(id, signal),
    voiceCampaignsApi.agents(everything, signal) as Promise<ApiResult<VoiceAgentList>>,
    feedsApi.list(everything, signal) as Promise<ApiResult<FeedList>>,
    segmentsApi.list(everything, signal),
  ])
  return {
    campaign,
    choices: { agents: named(agents), feeds: named(feeds), segments: named(segments) },
  }
}
