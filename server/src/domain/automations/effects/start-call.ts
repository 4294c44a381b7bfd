import { and, eq } from 'drizzle-orm'
import { nextBranch } from '../../../../../src/contract/automation/graph'
import type { NodeRequests } from '../../../../../src/contract/automation/nodeRequest'
import { voiceAgents } from '../../../db/schema'
import { said } from '../../../http/words'
import { queueAutomationCall } from '../../voice/automation-calls'
import type { NodeResult, Visit } from '../engine/nodes'
import { notReceiving } from '../engine/receiving'

/**
 * A start-call node: the node's agent calls the contact from the node's caller number, queued as a call of the team (with the
 * automation and this step) in the batch's transaction; the voice dialer places it once it is
 * committed, and its end triggers `call_ended` like any call's.
 */
export async function runStartCall(
  visit: Visit,
  request: NodeRequests['start_call'],
): Promise<NodeResult> {
  const { contact, journey } = visit
  const refused = notReceiving(contact)
  if (refused) return refused
  if (!contact.phone) return { fail: said('automation.engine.noPhone') }
  const [agent] = await visit.tx
    .select({ id: voiceAgents.id })
    .from(voiceAgents)
    .where(and(eq(voiceAgents.teamId, journey.teamId), eq(voiceAgents.id, request.agent_id)))
  if (!agent) return { fail: said('automation.engine.agentMissing') }
  const queued = await queueAutomationCall(visit.tx, {
    teamId: journey.teamId,
    automationId: journey.automationId,
    stepId: visit.step.id,
    contactId: contact.id,
    phone: contact.phone,
    agentId: agent.id,
    from: request.from,
    at: visit.now,
  })
  if (!queued) return { fail: said('automation.engine.noCallerNumber') }
  visit.deps.work.kick()
  return { leave: nextBranch }
}
