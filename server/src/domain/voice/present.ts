import type { AppLocale } from '../../../../src/contract/constants'
import type { VoiceAgentResource } from '../../../../src/contract/voice-agent'
import type {
  VoiceCallResource,
  VoiceCampaignResource,
} from '../../../../src/contract/voice-campaign'
import type { voiceAgents, voiceCalls, voiceCampaigns } from '../../db/schema'
import { failureIn } from '../campaigns/present'

export type VoiceCampaignRow = typeof voiceCampaigns.$inferSelect
export type VoiceCallRow = typeof voiceCalls.$inferSelect

export function presentVoiceAgent(row: typeof voiceAgents.$inferSelect): VoiceAgentResource {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    voice: row.voice,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A voice campaign in the reader's language (its failure). */
export function presentVoiceCampaign(
  row: VoiceCampaignRow,
  locale: AppLocale,
): VoiceCampaignResource {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    lifecycle: row.lifecycle,
    missing: row.missing,
    failure: failureIn(row, locale),
    runs: row.runs,
    agent_id: row.agentId,
    caller_numbers: row.callerNumbers,
    targets: row.targets,
    call_window: row.callWindow,
    time_zone: row.timeZone,
    max_concurrent_calls: row.maxConcurrentCalls,
    retry: row.retry,
    schedule: row.schedule,
    stats: row.stats,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null)

export function presentVoiceCall(row: VoiceCallRow): VoiceCallResource {
  return {
    id: row.id,
    campaign_id: row.campaignId ?? '',
    run: row.run,
    direction: row.direction,
    from: row.fromNumber,
    to: row.toNumber,
    agent_id: row.agentId,
    contact_id: row.contactId,
    status: row.status,
    outcome: row.outcome ?? null,
    attempt: row.attempt,
    started_at: iso(row.startedAt),
    answered_at: iso(row.answeredAt),
    ended_at: iso(row.endedAt),
    duration_seconds: row.durationSeconds,
    cost: row.cost,
    created_at: row.createdAt.toISOString(),
  }
}
