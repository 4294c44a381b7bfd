import { resourcePaths } from '../../../src/contract/routes'
import { voiceCampaignListQuery } from '../../../src/contract/voice-campaign'
import {
  voiceCampaignRequest,
  voiceCampaignUpdateRequest,
} from '../../../src/contract/voice-campaign-request'
import { voiceCampaigns } from '../db/schema'
import { voiceCampaignNotFound, voiceLifecycleStore } from '../domain/voice/lifecycle'
import { presentVoiceCampaign } from '../domain/voice/present'
import { voiceConfigurationOf } from '../domain/voice/readiness'
import { checkVoiceCampaignReferences } from '../domain/voice/references'
import { campaignLifecycleHooks, campaignList } from './campaign-edits'
import { defineResource } from './define'

/**
 * Voice campaigns (spec §7 voice/campaigns index, store, show, update; destroy is ours). The
 * same lifecycle as SMS campaigns decides edits and deletes. Commands: routes/voice/campaigns.ts.
 */
export const voiceCampaignsResource = defineResource({
  path: resourcePaths.voiceCampaigns,
  subjectType: 'voice_campaign',
  thing: 'voiceCampaign',
  table: voiceCampaigns,
  schemas: {
    create: voiceCampaignRequest,
    update: voiceCampaignUpdateRequest,
    query: voiceCampaignListQuery,
  },
  ...campaignList(voiceCampaigns),
  prepare: checkVoiceCampaignReferences,
  ...campaignLifecycleHooks(voiceLifecycleStore, voiceConfigurationOf, voiceCampaignNotFound),
  toValues: (input) => ({
    name: input.name,
    agentId: input.agent_id,
    callerNumbers: input.caller_numbers,
    targets: input.targets,
    callWindow: input.call_window,
    timeZone: input.time_zone,
    maxConcurrentCalls: input.max_concurrent_calls,
    retry: input.retry,
    schedule: input.schedule,
  }),
  toRequest: (row) => ({
    name: row.name,
    agent_id: row.agentId,
    caller_numbers: row.callerNumbers,
    targets: row.targets,
    call_window: row.callWindow,
    time_zone: row.timeZone,
    max_concurrent_calls: row.maxConcurrentCalls,
    retry: row.retry,
    schedule: row.schedule,
  }),
  present: presentVoiceCampaign,
  label: (row) => row.name,
})
