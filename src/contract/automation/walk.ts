import { automationLimits } from '../constants'
import type { RuleCondition } from '../segment-rules'
import { conditionHolds, type WalkContact } from './conditionHolds'
import {
  type AutomationGraph,
  type GraphNode,
  nextBranch,
  nodeSettings,
  type SplitArm,
} from './graph'
import type { StubbedKind, StubReply, TrailStep, WalkEnding } from './testRun'

export type { WalkContact }

/**
 * One contact's path through an automation's graph, with the node semantics the engine runs:
 * the trigger and a wait go on by `next` (a wait's time is skipped here), a condition by yes/no,
 * a split by the arm the contact's hash falls in, a tag node changes the contact's tags, a go-to
 * jumps, an end ends, and the kinds that leave the product (send SMS or email, call, webhook,
 * MNP lookup) ask `answer`, a stub in a test run. Pure and deterministic, so the test run uses it
 * today and the engine (server/src/domain/automations/engine) can take the same semantics.
 */

/** A stubbed node's call, as the walk asks it. */
export interface StubCall {
  node: GraphNode
  kind: StubbedKind
  /** What the node would send, call or look up. */
  request: Record<string, unknown>
  contact: WalkContact
}
export type StubAnswerer = (call: StubCall) => StubReply

export interface WalkOptions {
  answer: StubAnswerer
  /** The moment conditions read dates against. */
  now: Date
  /** @default automationLimits.testRunMaxSteps */
  maxSteps?: number
}

export interface Walk {
  steps: TrailStep[]
  ended: WalkEnding
}

/** FNV-1a over the text: a stable 32-bit number, the same on every machine. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/**
 * The arm of a split a contact takes: its bucket (0-99, from the contact's and the node's ids)
 * falls within the arm's share of the weights, arms in order.
 */
export function splitArmOf(
  arms: readonly SplitArm[],
  contactId: string,
  nodeId: string,
): SplitArm | null {
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0)
  if (total <= 0) return null
  const bucket = hash(`${contactId}:${nodeId}`) % total
  let reached = 0
  for (const arm of arms) {
    reached += arm.weight
    if (bucket < reached) return arm
  }
  return null
}

const contactJson = (contact: WalkContact): Record<string, unknown> => {
  const { engagements: _engagements, ...fields } = contact
  return fields
}

/** What a stubbed node would send, from its checked settings. */
function requestOf(kind: StubbedKind, settings: Record<string, unknown>, contact: WalkContact) {
  switch (kind) {
    case 'send_sms':
      return { to: contact.phone, sender_id: settings.sender_id, text_id: settings.text_id }
    case 'send_email':
      return { to: contact.email, template_id: settings.template_id }
    case 'start_call':
      return { to: contact.phone, agent_id: settings.agent_id }
    case 'webhook':
      return { method: 'POST', url: settings.url, body: contactJson(contact) }
    case 'mnp_lookup':
      return { number: contact.phone }
  }
}

const isStubbed = (kind: string): kind is StubbedKind =>
  ['send_sms', 'send_email', 'start_call', 'webhook', 'mnp_lookup'].includes(kind)

type Leaving = Pick<TrailStep, 'branch' | 'request' | 'stub' | 'detail' | 'failure'> & {
  /** A go-to's target. */
  jump?: string
}

const leave = (branch: string | null, more: Partial<Leaving> = {}): Leaving => ({
  branch,
  request: null,
  stub: null,
  detail: null,
  failure: null,
  ...more,
})

/** What one node does with the contact (its tags may change), and where it leaves by. */
function visit(node: GraphNode, contact: WalkContact, options: WalkOptions): Leaving {
  const checked = nodeSettings[node.kind].safeParse(node.settings)
  if (!checked.success) return leave(null, { failure: 'settings' })
  const settings = checked.data as Record<string, unknown>
  if (isStubbed(node.kind)) {
    const request = requestOf(node.kind, settings, contact)
    const stub = options.answer({ node, kind: node.kind, request, contact })
    if (!stub.ok) return leave(null, { request, stub, failure: 'stub' })
    return leave(node.kind === 'mnp_lookup' ? stub.branch : nextBranch, { request, stub })
  }
  switch (node.kind) {
    case 'condition': {
      const { rule } = settings as { rule: RuleCondition }
      return leave(conditionHolds(rule, contact, options.now) ? 'yes' : 'no')
    }
    case 'split': {
      const arm = splitArmOf(settings.arms as SplitArm[], contact.id, node.id)
      return leave(arm?.id ?? null)
    }
    case 'add_tag':
    case 'remove_tag': {
      const tag = String(settings.tag)
      const others = contact.tags.filter((own) => own.toLowerCase() !== tag.toLowerCase())
      contact.tags = node.kind === 'add_tag' ? [...others, tag] : others
      return leave(nextBranch, { detail: { tag } })
    }
    case 'wait':
      return leave(nextBranch, { detail: settings })
    case 'goto':
      return leave(null, { jump: String(settings.target) })
    case 'end':
      return leave(null)
    default:
      return leave(nextBranch)
  }
}

/**
 * Walks `contact` from the graph's one trigger until an end, a branch with no edge, a failed
 * step, or `maxSteps` steps (a go-to loop: its waits take no time here). The contact given is
 * not changed; the walk's tag changes stay inside it.
 */
export function walkGraph(
  graph: AutomationGraph,
  contact: WalkContact,
  options: WalkOptions,
): Walk {
  const triggers = graph.nodes.filter((node) => node.kind === 'trigger')
  if (triggers.length !== 1 || !triggers[0]) return { steps: [], ended: 'no_trigger' }
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]))
  const walker: WalkContact = { ...contact, tags: [...contact.tags] }
  const maxSteps = options.maxSteps ?? automationLimits.testRunMaxSteps
  const steps: TrailStep[] = []
  let node: GraphNode | undefined = triggers[0]
  while (node) {
    if (steps.length >= maxSteps) return { steps, ended: 'step_limit' }
    const { jump, ...left } = visit(node, walker, options)
    if (jump !== undefined) {
      const target = nodes.get(jump)
      steps.push({
        node_id: node.id,
        kind: node.kind,
        outcome: target ? 'completed' : 'failed',
        edge_id: null,
        ...left,
        failure: target ? null : 'goto_target',
      })
      if (!target) return { steps, ended: 'failed' }
      node = target
      continue
    }
    const edge =
      left.branch === null
        ? undefined
        : graph.edges.find((each) => each.source === node?.id && each.branch === left.branch)
    const failed = left.failure !== null
    steps.push({
      node_id: node.id,
      kind: node.kind,
      outcome: failed ? 'failed' : 'completed',
      edge_id: edge?.id ?? null,
      ...left,
    })
    if (failed) return { steps, ended: 'failed' }
    if (node.kind === 'end') return { steps, ended: 'end' }
    if (!edge) return { steps, ended: 'no_edge' }
    node = nodes.get(edge.target)
  }
  return { steps, ended: 'no_edge' }
}
