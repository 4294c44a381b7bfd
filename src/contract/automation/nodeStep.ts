import type { RuleCondition } from '../segment-rules'
import {
  type GraphNode,
  type NodeKind,
  type NodeSettings,
  nextBranch,
  runnableSettings,
} from './graph'
import { type NodeContact, type NodeRequests, requestBuilders } from './nodeRequest'
import { splitArmOf } from './split'
import { type StubbedKind, stubbedKinds } from './testRun'
import { wakeAt } from './wake'

/**
 * What each node does, once for the engine (server/src/domain/automations/engine) and the test
 * run (./walk.ts): a node either moves by itself or needs one answer from outside, and the same
 * answer moves it the same way on both sides. The engine answers with real effects (SQL for a
 * condition, the delivery queue, the webhook, the MNP lookup, a held journey); the test run with
 * conditionHolds, recorded stubs and skipped waits.
 */

/** Why a node cannot go on, whatever the answers. */
export type NodeFailure =
  | { fail: 'settings' }
  | { fail: 'goto_target'; target: string }
  | { fail: 'date_missing'; field: string }

/** Where a node goes on: out by a branch, to a go-to's target, or nowhere (an end). */
export type NodeOnward = { leave: string } | { jump: string } | { end: true }
export type NodeMove = NodeOnward | NodeFailure

type Effects = { [Kind in StubbedKind]: { effect: Kind; request: NodeRequests[Kind] } }

/** A node's move, or the one question it needs answered first. */
export type NodeNeed =
  | { move: NodeMove }
  /** A wait: held until `hold`, or on at once (null). */
  | { wait: NodeSettings<'wait'>; hold: Date | null }
  | { condition: RuleCondition }
  /** A tag node: the contact's tags change (taggedWith), then it leaves by `next`. */
  | { tag: string; add: boolean }
  | Effects[StubbedKind]

export interface NodeContext {
  automationId: string
  now: Date
  /** The journey already waited at this node and its time came (the engine only). */
  woken?: boolean
}

/** The one way on of a node with no choice to make. */
export const leaveNext: NodeOnward = { leave: nextBranch }

function waitNeed(settings: NodeSettings<'wait'>, contact: NodeContact, context: NodeContext) {
  if (context.woken) return { wait: settings, hold: null }
  const until = wakeAt(settings, contact.custom_fields, context.now)
  if (until === null && settings.mode === 'date_field')
    return { move: { fail: 'date_missing', field: settings.field } as const }
  const held = until !== null && until.getTime() > context.now.getTime()
  return { wait: settings, hold: held ? until : null }
}

type Needs = {
  [Kind in Exclude<NodeKind, StubbedKind>]: (
    settings: NodeSettings<Kind>,
    node: GraphNode,
    contact: NodeContact,
    context: NodeContext,
  ) => NodeNeed
}

const needs: Needs = {
  trigger: () => ({ move: leaveNext }),
  wait: (settings, _node, contact, context) => waitNeed(settings, contact, context),
  condition: (settings) => ({ condition: settings.rule }),
  split: (settings, node, contact) => {
    const arm = splitArmOf(settings.arms, contact.id, node.id)
    // Weights adding up to nothing: a draft's, unfinished (a publish refuses them).
    return { move: arm ? { leave: arm.id } : { fail: 'settings' } }
  },
  add_tag: (settings) => ({ tag: settings.tag, add: true }),
  remove_tag: (settings) => ({ tag: settings.tag, add: false }),
  goto: (settings) => ({ move: { jump: settings.target } }),
  end: () => ({ move: { end: true } }),
}

const isStubbed = (kind: NodeKind): kind is StubbedKind =>
  (stubbedKinds as readonly string[]).includes(kind)

/**
 * What `node` needs to move for `contact`, its settings checked as a publish checks them (but a
 * start call's caller number, which versions published before it lack: `runnableSettings`).
 */
export function nodeNeed(node: GraphNode, contact: NodeContact, context: NodeContext): NodeNeed {
  const checked = runnableSettings[node.kind].safeParse(node.settings)
  if (!checked.success) return { move: { fail: 'settings' } }
  if (isStubbed(node.kind)) {
    const build = requestBuilders[node.kind] as (...args: unknown[]) => NodeRequests[StubbedKind]
    const ids = { automationId: context.automationId, nodeId: node.id }
    const request = build(checked.data, contact, ids)
    return { effect: node.kind, request } as NodeNeed
  }
  const need = needs[node.kind] as (...args: unknown[]) => NodeNeed
  return need(checked.data, node, contact, context)
}

/** A condition leaves by yes or no. */
export const conditionMove = (holds: boolean): NodeOnward => ({ leave: holds ? 'yes' : 'no' })

/** A done effect leaves by `next`; an MNP lookup by what it found. */
export const effectMove = (kind: StubbedKind, branch: string | null): NodeOnward =>
  kind === 'mnp_lookup' && branch !== null ? { leave: branch } : leaveNext

/** A contact's tags after a tag node: exact names, as the engine's array_append/remove keep them. */
export function taggedWith(tags: readonly string[], tag: string, add: boolean): string[] {
  const others = tags.filter((own) => own !== tag)
  return add ? [...others, tag] : others
}
