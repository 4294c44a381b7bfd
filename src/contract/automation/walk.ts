import type { CustomFieldShape } from '../custom-field-value'
import { conditionHolds, type WalkContact } from './conditionHolds'
import type { AutomationGraph, GraphNode } from './graph'
import {
  conditionMove,
  effectMove,
  leaveNext,
  type NodeFailure,
  type NodeMove,
  nodeNeed,
  taggedWith,
} from './nodeStep'
import { indexGraph, maxHops, type Route, routeOf } from './route'
import type { StubbedKind, StubReply, TrailStep, WalkEnding } from './testRun'

export type { WalkContact }

/**
 * One contact's path through an automation's graph for a test run: each node's move comes from
 * ./nodeStep.ts, as the engine's does, answered here without effects: a wait's time is skipped,
 * a condition is read by conditionHolds, and the kinds that leave the product (send SMS or
 * email, call, webhook, MNP lookup) ask `answer`, a recorded stub. Pure and deterministic.
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
  /** The moment conditions and waits read dates against. */
  now: Date
  /** The automation walked (a webhook's request names it). */
  automationId: string
  /** The team's custom fields by key: a custom field condition reads its field's type. */
  fields: ReadonlyMap<string, CustomFieldShape>
  /** @default maxHops, the engine's */
  maxSteps?: number
}

export interface Walk {
  steps: TrailStep[]
  ended: WalkEnding
}

type Visited = Pick<TrailStep, 'request' | 'stub' | 'detail'> & {
  move: NodeMove | { refused: true }
}

/** What one node does with the contact (its tags may change), and how it moves. */
function visit(node: GraphNode, contact: WalkContact, options: WalkOptions): Visited {
  const need = nodeNeed(node, contact, options)
  const visited = { request: null, stub: null, detail: null }
  if ('move' in need) return { ...visited, move: need.move }
  if ('wait' in need) return { ...visited, detail: need.wait, move: leaveNext }
  if ('condition' in need) {
    const holds = conditionHolds(need.condition, contact, options.now, options.fields)
    return { ...visited, move: conditionMove(holds) }
  }
  if ('tag' in need) {
    contact.tags = taggedWith(contact.tags, need.tag, need.add)
    return { ...visited, detail: { tag: need.tag }, move: leaveNext }
  }
  const request = need.request as unknown as Record<string, unknown>
  const stub = options.answer({ node, kind: need.effect, request, contact })
  const move = stub.ok ? effectMove(need.effect, stub.branch) : { refused: true as const }
  return { ...visited, request, stub, move }
}

const failureOf = (move: NodeFailure | { refused: true }): TrailStep['failure'] =>
  'refused' in move ? 'stub' : move.fail

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
  const indexed = indexGraph(graph)
  const walker: WalkContact = { ...contact, tags: [...contact.tags] }
  const maxSteps = options.maxSteps ?? maxHops
  const steps: TrailStep[] = []
  let node: GraphNode | null = triggers[0]
  while (node) {
    if (steps.length >= maxSteps) return { steps, ended: 'step_limit' }
    const { move, ...shown } = visit(node, walker, options)
    const route: Route | NodeFailure | { refused: true } =
      'fail' in move || 'refused' in move ? move : routeOf(indexed, node.id, move)
    const base = { node_id: node.id, kind: node.kind, ...shown }
    if ('fail' in route || 'refused' in route) {
      const failure = failureOf(route)
      steps.push({ ...base, outcome: 'failed', branch: null, edge_id: null, failure })
      return { steps, ended: 'failed' }
    }
    steps.push({
      ...base,
      outcome: 'completed',
      branch: route.branch,
      edge_id: route.edge?.id ?? null,
      failure: null,
    })
    if (node.kind === 'end') return { steps, ended: 'end' }
    node = route.next
  }
  return { steps, ended: 'no_edge' }
}
