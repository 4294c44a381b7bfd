import type { z } from 'zod'
import type { voiceCampaignRequest } from '../../../../src/contract/voice-campaign'
import type { Database } from '../../db/connect'
import { voiceAgents } from '../../db/schema'
import { ValidationError } from '../../http/errors'
import { checkTargets, knownIds } from '../campaigns/references'

type VoiceCampaignInput = z.output<typeof voiceCampaignRequest>

/** Checks that the agent and the targets are the team's; 422 on each unknown one. */
export async function checkVoiceCampaignReferences(
  db: Database,
  teamId: string,
  input: VoiceCampaignInput,
): Promise<VoiceCampaignInput> {
  const errors: Record<string, string[]> = {}
  if (input.agent_id && (await knownIds(db, voiceAgents, teamId, [input.agent_id])).size === 0)
    errors.agent_id = ['The agent was not found.']
  const targets = await checkTargets(db, teamId, input.targets, errors)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return { ...input, targets }
}
