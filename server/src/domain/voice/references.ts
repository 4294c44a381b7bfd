import type { z } from 'zod'
import type { voiceCampaignRequest } from '../../../../src/contract/voice-campaign-request'
import type { Database } from '../../db/connect'
import { voiceAgents } from '../../db/schema'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { said } from '../../http/words'
import { checkTargets, knownIds } from '../campaigns/references'

type VoiceCampaignInput = z.output<typeof voiceCampaignRequest>

/** Checks that the agent and the targets are the team's; 422 on each unknown one. */
export async function checkVoiceCampaignReferences(
  db: Database,
  teamId: string,
  input: VoiceCampaignInput,
): Promise<VoiceCampaignInput> {
  const errors: FieldErrors = {}
  if (input.agent_id && (await knownIds(db, voiceAgents, teamId, [input.agent_id])).size === 0)
    errors.agent_id = [said('thing.notFound', { thing: 'agent' })]
  const targets = await checkTargets(db, teamId, input.targets, errors)
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
  return { ...input, targets }
}
