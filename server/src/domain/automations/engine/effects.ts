import { and, eq } from 'drizzle-orm'
import type { NodeRequests } from '../../../../../src/contract/automation/nodeRequest'
import { effectMove } from '../../../../../src/contract/automation/nodeStep'
import type { StubbedKind } from '../../../../../src/contract/automation/testRun'
import { automationEngine } from '../../../../../src/contract/constants'
import { smsParts } from '../../../../../src/contract/sms-encoding'
import { placeholderValues, renderText } from '../../../../../src/contract/sms-placeholders'
import { senderIds, smsTexts } from '../../../db/schema'
import { said } from '../../../http/words'
import { runSendEmail } from '../effects/send-email'
import { runStartCall } from '../effects/start-call'
import type { NodeResult, Visit } from './nodes'
import { notReceiving } from './receiving'

/**
 * The engine's answers to the nodes whose effect leaves the product (a test run answers them
 * with recorded stubs): each takes the request the node made (the contract's nodeRequest.ts)
 * and says how the node moves.
 */

function smsPartsOf(visit: Visit, request: NodeRequests['send_sms']) {
  const key = `${visit.journey.teamId}:${request.sender_id}:${request.text_id}`
  let parts = visit.smsParts.get(key)
  if (!parts) {
    parts = (async () => {
      const teamId = visit.journey.teamId
      const [sender] = await visit.tx
        .select({ value: senderIds.value })
        .from(senderIds)
        .where(and(eq(senderIds.teamId, teamId), eq(senderIds.id, request.sender_id)))
      const [text] = await visit.tx
        .select({ id: smsTexts.id, body: smsTexts.body })
        .from(smsTexts)
        .where(and(eq(smsTexts.teamId, teamId), eq(smsTexts.id, request.text_id)))
      return sender && text ? { sender: sender.value, textId: text.id, body: text.body } : null
    })()
    visit.smsParts.set(key, parts)
  }
  return parts
}

/**
 * Queues the message in the delivery engine's queue (campaign_messages, no campaign): it goes out
 * through the same submit, routing and receipts as a campaign's, keyed by this step so it is
 * queued once.
 */
async function sendSms(visit: Visit, request: NodeRequests['send_sms']): Promise<NodeResult> {
  const { contact } = visit
  const refused = notReceiving(contact)
  if (refused) return refused
  const parts = await smsPartsOf(visit, request)
  if (!parts) return { fail: said('automation.engine.smsPartsMissing') }
  const body = renderText(parts.body, placeholderValues(contact))
  visit.writes.messages.push({
    teamId: visit.journey.teamId,
    campaignId: null,
    automationId: visit.journey.automationId,
    run: visit.journey.version,
    contactId: contact.id,
    phone: request.to,
    country: contact.country,
    network: contact.network,
    senderId: parts.sender,
    textId: parts.textId,
    body,
    parts: Math.max(1, smsParts(body).parts),
    submitKey: `automation-${visit.step.id}`,
    notBefore: visit.now,
    queuedAt: visit.now,
  })
  return effectMove('send_sms', null)
}

/**
 * POSTs the contact; a 2xx goes on. Anything else is logged and tried again after a pause
 * (the journey waits at the node), up to the limit, then fails with the last reason.
 */
async function postWebhook(visit: Visit, request: NodeRequests['webhook']): Promise<NodeResult> {
  const attempt = visit.step.attempts + 1
  visit.step.attempts = attempt
  const answer = await visit.deps.webhooks.post(request.url, request.body)
  const ok = 'status' in answer && answer.status >= 200 && answer.status < 300
  visit.writes.webhookAttempts.push({
    teamId: visit.journey.teamId,
    automationId: visit.journey.automationId,
    stepId: visit.step.id,
    attempt,
    url: request.url,
    status: 'status' in answer ? answer.status : null,
    error: 'unreachable' in answer ? answer.unreachable : null,
    attemptedAt: visit.now,
  })
  if (ok) return effectMove('webhook', null)
  if (attempt >= automationEngine.webhookMaxAttempts) {
    const reason =
      'status' in answer
        ? said('automation.engine.webhookStatus', { status: answer.status })
        : () => answer.unreachable
    return {
      fail: (locale) =>
        said('automation.engine.webhookFailed', { attempts: attempt, reason: reason(locale) })(
          locale,
        ),
    }
  }
  const pauses = automationEngine.webhookBackoffMinutes
  const minutes = pauses[Math.min(attempt - 1, pauses.length - 1)] ?? 1
  return { waitUntil: new Date(visit.now.getTime() + minutes * 60_000) }
}

async function lookUp(visit: Visit, request: NodeRequests['mnp_lookup']): Promise<NodeResult> {
  try {
    return effectMove('mnp_lookup', await visit.deps.mnp.lookup(request.number))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { fail: said('automation.engine.lookupFailed', { reason }) }
  }
}

type Effects = {
  [Kind in StubbedKind]: (
    visit: Visit,
    request: NodeRequests[Kind],
  ) => NodeResult | Promise<NodeResult>
}

export const effects: Effects = {
  send_sms: sendSms,
  send_email: runSendEmail,
  start_call: runStartCall,
  webhook: postWebhook,
  mnp_lookup: lookUp,
}
