import { and, eq } from 'drizzle-orm'
import { voiceCampaignRequirements } from '../../../../src/contract/voice-campaign'
import type { Database } from '../../db/connect'
import { voiceAgents } from '../../db/schema'
import type { CampaignConfiguration } from '../campaigns/readiness'
import type { VoiceCampaignRow } from './present'

/** What a voice campaign lacks before it can be sent, read afresh (a deleted agent counts). */
export async function voiceMissingOf(db: Database, campaign: VoiceCampaignRow): Promise<string[]> {
  const missing: string[] = []
  const agent = campaign.agentId
    ? await db
        .select({ id: voiceAgents.id })
        .from(voiceAgents)
        .where(and(eq(voiceAgents.teamId, campaign.teamId), eq(voiceAgents.id, campaign.agentId)))
    : []
  if (agent.length === 0) missing.push(voiceCampaignRequirements.agent)
  if (campaign.callerNumbers.length === 0) missing.push(voiceCampaignRequirements.callerNumber)
  const { segment_ids, tags, feed_ids } = campaign.targets
  if (segment_ids.length + tags.length + feed_ids.length === 0)
    missing.push(voiceCampaignRequirements.recipients)
  return missing
}

/** What the lifecycle needs to know of a voice draft. */
export async function voiceConfigurationOf(
  db: Database,
  campaign: VoiceCampaignRow,
): Promise<CampaignConfiguration> {
  return {
    missing: await voiceMissingOf(db, campaign),
    recurring: campaign.schedule.kind === 'recurring',
    feed: campaign.targets.feed_ids.length > 0,
  }
}
