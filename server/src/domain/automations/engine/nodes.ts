import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  type GraphNode,
  type NodeKind,
  type NodeSettings,
  nextBranch,
  nodeSettings,
} from '../../../../../src/contract/automation/graph'
import { automationEngine } from '../../../../../src/contract/constants'
import { smsParts } from '../../../../../src/contract/sms-encoding'
import { placeholderValues, renderText } from '../../../../../src/contract/sms-placeholders'
import type { Database } from '../../../db/connect'
import { contacts, senderIds, smsTexts } from '../../../db/schema'
import { said, type Words } from '../../../http/words'
import { receivingStatus } from '../../campaigns/audience'
import { segmentCondition } from '../../segments/matching'
import { runSendEmail } from '../effects/send-email'
import { runStartCall } from '../effects/start-call'
import type { AutomationEngineDeps } from './deps'
import type { ClaimedJourney, JourneyContact, StepDraft } from './journey'
import { wakeAt } from './wake'
import type { BatchWrites } from './writes'

/** What running a node came to. */
export type NodeResult =
  | { leave: string }
  | { jump: string }
  | { waitUntil: Date }
  | { fail: Words }
  | { end: true }

/** One node's run for one journey. `woken`: the journey was waiting here and its time came. */
export interface Visit {
  tx: Database
  deps: AutomationEngineDeps
  now: Date
  journey: ClaimedJourney
  contact: JourneyContact
  node: GraphNode
  step: StepDraft
  woken: boolean
  writes: BatchWrites
  /** Sender ids and texts read once per batch. */
  smsParts: Map<string, Promise<{ sender: string; textId: string; body: string } | null>>
}

const leaveNext: NodeResult = { leave: nextBranch }

/** The arm of a weighted split for a contact: the same every time for one contact and node. */
export function splitArm(arms: NodeSettings<'split'>['arms'], contactId: string, nodeId: string) {
  const digest = createHash('sha256').update(`${contactId}:${nodeId}`).digest()
  const point = digest.readUInt32BE(0) % arms.reduce((sum, arm) => sum + arm.weight, 0)
  let reached = 0
  for (const arm of arms) {
    reached += arm.weight
    if (point < reached) return arm.id
  }
  return arms.at(-1)?.id ?? nextBranch
}

function runWait(visit: Visit, settings: NodeSettings<'wait'>): NodeResult {
  if (visit.woken) return leaveNext
  const until = wakeAt(settings, visit.contact.custom_fields, visit.now)
  if (until === null && settings.mode === 'date_field')
    return { fail: said('automation.engine.dateMissing', { field: settings.field }) }
  if (until === null || until.getTime() <= visit.now.getTime()) return leaveNext
  return { waitUntil: until }
}

async function runCondition(visit: Visit, settings: NodeSettings<'condition'>) {
  await visit.writes.flushTags(visit.tx)
  const condition = await segmentCondition(
    visit.tx,
    visit.journey.teamId,
    { match: 'all', rules: [settings.rule] },
    visit.now,
  )
  const [match] = await visit.tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, visit.contact.id), condition))
  return { leave: match ? 'yes' : 'no' }
}

function smsPartsOf(visit: Visit, settings: NodeSettings<'send_sms'>) {
  const key = `${visit.journey.teamId}:${settings.sender_id}:${settings.text_id}`
  let parts = visit.smsParts.get(key)
  if (!parts) {
    parts = (async () => {
      const teamId = visit.journey.teamId
      const [sender] = await visit.tx
        .select({ value: senderIds.value })
        .from(senderIds)
        .where(and(eq(senderIds.teamId, teamId), eq(senderIds.id, settings.sender_id)))
      const [text] = await visit.tx
        .select({ id: smsTexts.id, body: smsTexts.body })
        .from(smsTexts)
        .where(and(eq(smsTexts.teamId, teamId), eq(smsTexts.id, settings.text_id)))
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
async function runSendSms(visit: Visit, settings: NodeSettings<'send_sms'>): Promise<NodeResult> {
  const { contact } = visit
  if (contact.status !== receivingStatus)
    return { fail: said('automation.engine.notReceiving', { status: contact.status }) }
  const parts = await smsPartsOf(visit, settings)
  if (!parts) return { fail: said('automation.engine.smsPartsMissing') }
  const body = renderText(parts.body, placeholderValues(contact))
  visit.writes.messages.push({
    teamId: visit.journey.teamId,
    campaignId: null,
    automationId: visit.journey.automationId,
    run: visit.journey.version,
    contactId: contact.id,
    phone: contact.phone,
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
  return leaveNext
}

/** The contact as a webhook receives it. */
const webhookBody = (visit: Visit) => {
  const { status: _status, ...contact } = visit.contact
  return {
    automation_id: visit.journey.automationId,
    node_id: visit.node.id,
    contact,
  }
}

/**
 * POSTs the contact; a 2xx goes on. Anything else is logged and tried again after a pause
 * (the journey waits at the node), up to the limit, then fails with the last reason.
 */
async function runWebhook(visit: Visit, settings: NodeSettings<'webhook'>): Promise<NodeResult> {
  const attempt = visit.step.attempts + 1
  visit.step.attempts = attempt
  const answer = await visit.deps.webhooks.post(settings.url, webhookBody(visit))
  const ok = 'status' in answer && answer.status >= 200 && answer.status < 300
  visit.writes.webhookAttempts.push({
    teamId: visit.journey.teamId,
    automationId: visit.journey.automationId,
    stepId: visit.step.id,
    attempt,
    url: settings.url,
    status: 'status' in answer ? answer.status : null,
    error: 'unreachable' in answer ? answer.unreachable : null,
    attemptedAt: visit.now,
  })
  if (ok) return leaveNext
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

async function runMnpLookup(visit: Visit): Promise<NodeResult> {
  try {
    return { leave: await visit.deps.mnp.lookup(visit.contact.phone) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { fail: said('automation.engine.lookupFailed', { reason }) }
  }
}

function changeTag(visit: Visit, tag: string, add: boolean): NodeResult {
  const tags = visit.contact.tags.filter((name) => name !== tag)
  visit.contact.tags = add ? [...tags, tag] : tags
  visit.writes.changeTag(visit.journey.teamId, visit.contact.id, tag, add)
  return leaveNext
}

type Runners = {
  [Kind in NodeKind]: (
    visit: Visit,
    settings: NodeSettings<Kind>,
  ) => NodeResult | Promise<NodeResult>
}

const runners: Runners = {
  trigger: () => leaveNext,
  wait: runWait,
  condition: runCondition,
  split: (visit, settings) => ({ leave: splitArm(settings.arms, visit.contact.id, visit.node.id) }),
  send_sms: runSendSms,
  send_email: runSendEmail,
  start_call: runStartCall,
  add_tag: (visit, settings) => changeTag(visit, settings.tag, true),
  remove_tag: (visit, settings) => changeTag(visit, settings.tag, false),
  webhook: runWebhook,
  mnp_lookup: runMnpLookup,
  goto: (_visit, settings) => ({ jump: settings.target }),
  end: () => ({ end: true }),
}

/** Runs a node of the journey's version with its settings as published. */
export async function runNode(visit: Visit): Promise<NodeResult> {
  const kind = visit.node.kind
  const parsed = nodeSettings[kind].safeParse(visit.node.settings)
  if (!parsed.success) return { fail: said('automation.engine.badSettings') }
  const run = runners[kind] as (visit: Visit, settings: unknown) => NodeResult | Promise<NodeResult>
  return run(visit, parsed.data)
}
