import { and, eq } from 'drizzle-orm'
import { type NodeSettings, nextBranch } from '../../../../../src/contract/automation/graph'
import { voiceAgents } from '../../../db/schema'
import { said } from '../../../http/words'
import { queueAutomationCall } from '../../voice/automation-calls'
import type { NodeResult, Visit } from '../engine/nodes'
import { notReceiving } from '../engine/receiving'

/**
 * A start-call node: the node's agent calls the contact, queued as a call of the team (with the
 * automation and this step) in the batch's transaction; the voice dialer places it once it is
 * committed, and its end triggers `call_ended` like any call's.
 */
export async function runStartCall(
  visit: Visit,
  settings: NodeSettings<'start_call'>,
): Promise<NodeResult> {
  const { contact, journey } = visit
  const refused = notReceiving(contact)
  if (refused) return refused
  if (!contact.phone) return { fail: said('automation.engine.noPhone') }
  const [agent] = await visit.tx
    .select({ id: voiceAgents.id })
    .from(voiceAgents)
    .where(and(eq(voiceAgents.teamId, journey.teamId), eq(voiceAgents.id, settings.agent_id)))
  if (!agent) return { fail: said('automation.engine.agentMissing') }
  await queueAutomationCall(visit.tx, {
    teamId: journey.teamId,
    automationId: journey.automationId,
    stepId: visit.step.id,
    contactId: contact.id,
    phone: contact.phone,
    agentId: agent.id,
    at: visit.now,
  })
  visit.deps.work.kick()
  return { leave: nextBranch }
}
