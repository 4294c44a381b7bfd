import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { NodeRequests } from '../../../../../src/contract/automation/nodeRequest'
import { effectMove } from '../../../../../src/contract/automation/nodeStep'
import type { StubbedKind } from '../../../../../src/contract/automation/testRun'
import { smsParts } from '../../../../../src/contract/sms-encoding'
import { placeholderValues, renderText } from '../../../../../src/contract/sms-placeholders'
import { automationWebhookDeliveries, senderIds, smsTexts } from '../../../db/schema'
import { said, type Words } from '../../../http/words'
import { lookUpNumber } from '../../enrichment/look-up-number'
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
 * A webhook is POSTed after the batch commits, never inside it (a slow receiver would hold the
 * batch's locks, and a crash after the POST would repeat it): reaching the node records its
 * delivery, and the journey waits there with no wake time. The deliverer (./webhooks.ts) tries
 * it, with backoff, and wakes the journey once it is done: on if the receiver took it, failed
 * with the last reason once the tries ran out.
 */
async function awaitWebhook(visit: Visit, request: NodeRequests['webhook']): Promise<NodeResult> {
  const { journey, step } = visit
  const [delivery] = step.isNew
    ? []
    : await visit.tx
        .select()
        .from(automationWebhookDeliveries)
        .where(eq(automationWebhookDeliveries.stepId, step.id))
  if (!delivery) {
    visit.writes.webhookDeliveries.push({
      teamId: journey.teamId,
      automationId: journey.automationId,
      journeyId: journey.id,
      stepId: step.id,
      url: request.url,
      body: request.body,
      idempotencyKey: idempotencyKey(journey.id, visit.node.id, step.id),
      nextAttemptAt: visit.now,
    })
    return awaitingDelivery
  }
  step.attempts = delivery.attempts
  if (delivery.status === 'delivered') return effectMove('webhook', null)
  if (delivery.status === 'pending') return awaitingDelivery
  const reason: Words =
    delivery.lastStatus === null
      ? () => delivery.lastError ?? ''
      : said('automation.engine.webhookStatus', { status: delivery.lastStatus })
  return {
    fail: (locale) =>
      said('automation.engine.webhookFailed', {
        attempts: delivery.attempts,
        reason: reason(locale),
      })(locale),
  }
}

const awaitingDelivery: NodeResult = { waitUntil: null }

/** The key a receiver sees on every try of one entry of a journey into a webhook node. */
const idempotencyKey = (journeyId: string, nodeId: string, stepId: string) =>
  createHash('sha256').update(`${journeyId}/${nodeId}/${stepId}`).digest('hex')

/**
 * The enrichment's lookup (its cache, then the HLR provider), so a journey and a lookup run see
 * the same answer and pay for it once. An unreachable handset is its own branch whatever its
 * network; a lookup the provider could not answer fails the step (it is logged, not charged).
 */
async function lookUp(visit: Visit, request: NodeRequests['mnp_lookup']): Promise<NodeResult> {
  const { tx, deps, journey, contact, now } = visit
  const number = { e164: request.number, country: contact.country }
  const result = await lookUpNumber(tx, deps.hlr, journey.teamId, number, now)
  if (!result.ok) return { fail: said('automation.engine.lookupFailed', { reason: result.error }) }
  const { ported, reachable } = result.answer
  return effectMove('mnp_lookup', reachable ? (ported ? 'ported' : 'not_ported') : 'unreachable')
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
  webhook: awaitWebhook,
  mnp_lookup: lookUp,
}
