import type { MessageResponse } from '../../contract/errors'
import { resourcePaths, voicePaths } from '../../contract/routes'
import type { CampaignReadiness, CampaignSendRequest } from '../../contract/sms-campaign'
import type {
  VoiceAgentList,
  VoiceAgentRequest,
  VoiceAgentResource,
} from '../../contract/voice-agent'
import type {
  VoiceCallList,
  VoiceCampaignList,
  VoiceCampaignResource,
  VoiceStopMode,
} from '../../contract/voice-campaign'
import type {
  VoiceCampaignRequest,
  VoiceCampaignUpdateRequest,
} from '../../contract/voice-campaign-request'
import type { HttpClient, Query } from '../http/client'
import { fillPath } from './paths'

/** The lifecycle commands of a voice campaign, by the path each is posted to. */
export const voiceCommandPaths = {
  send: voicePaths.campaignSend,
  pause: voicePaths.campaignPause,
  resume: voicePaths.campaignResume,
  /** Hangs up the calls in progress. */
  stopNow: voicePaths.campaignStop.replace(':mode', 'now' satisfies VoiceStopMode),
  /** Lets the calls in progress finish. */
  stopGraceful: voicePaths.campaignStop.replace(':mode', 'graceful' satisfies VoiceStopMode),
  stopRecurring: voicePaths.campaignStopRecurring,
  stopFeed: voicePaths.campaignStopFeed,
} as const
export type VoiceCommandName = keyof typeof voiceCommandPaths

const campaignPath = `${resourcePaths.voiceCampaigns}/:id`
const agentPath = `${resourcePaths.voiceAgents}/:id`

/** Voice campaigns (spec §7 voice/campaigns) and the minimal agents they name (voice/agents). */
export function createVoiceCampaignsApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: Query, signal?: AbortSignal) =>
      v1.get<VoiceCampaignList>(resourcePaths.voiceCampaigns, { query, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<VoiceCampaignResource>(fillPath(campaignPath, { id }), { signal }),
    create: (body: VoiceCampaignRequest, signal?: AbortSignal) =>
      v1.post<VoiceCampaignResource>(resourcePaths.voiceCampaigns, body, { signal }),
    update: (id: string, body: VoiceCampaignUpdateRequest, signal?: AbortSignal) =>
      v1.put<VoiceCampaignResource>(fillPath(campaignPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(campaignPath, { id }), { signal }),
    isReady: (id: string, signal?: AbortSignal) =>
      v1.get<CampaignReadiness>(fillPath(voicePaths.campaignIsReady, { id }), { signal }),
    /** The calls made, newest first. */
    calls: (id: string, query: Query, signal?: AbortSignal) =>
      v1.get<VoiceCallList>(fillPath(voicePaths.campaignCalls, { id }), { query, signal }),
    /** Answers the campaign after the command, or a 409 with the lifecycle's reason. */
    command: (
      id: string,
      command: VoiceCommandName,
      body: CampaignSendRequest = {},
      signal?: AbortSignal,
    ) =>
      v1.post<VoiceCampaignResource>(fillPath(voiceCommandPaths[command], { id }), body, {
        signal,
      }),
    agents: (query: Query, signal?: AbortSignal) =>
      v1.get<VoiceAgentList>(resourcePaths.voiceAgents, { query, signal }),
    agent: (id: string, signal?: AbortSignal) =>
      v1.get<VoiceAgentResource>(fillPath(agentPath, { id }), { signal }),
    createAgent: (body: VoiceAgentRequest, signal?: AbortSignal) =>
      v1.post<VoiceAgentResource>(resourcePaths.voiceAgents, body, { signal }),
  }
}

export type VoiceCampaignsApi = ReturnType<typeof createVoiceCampaignsApi>
