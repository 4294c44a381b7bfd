import { z } from 'zod'
import { type AppLocale, appLocales, automationLimits } from '../constants'
import type { ValidationErrorBody } from '../errors'
import { type ContractKey, contractWords } from '../messages'
import { attributeName, summary, validationErrors } from '../validation'
import { type AutomationGraph, branchesOf, type GraphNode, nodeSettings } from './graph'

/**
 * What stands between a draft and a publish. One pure function, so the editor's problems panel
 * and the server's 422 say the same thing about the same graph.
 */

export const graphProblemCodes = [
  /** No trigger at all (on the graph). */
  'trigger_missing',
  /** A second (third…) trigger: an automation has one. */
  'trigger_extra',
  /** No path of edges and go-tos from the trigger reaches the node. */
  'orphan_node',
  /** The node is on a loop that passes no wait. */
  'cycle_without_wait',
  /** A split's arm weights do not add up to automationLimits.splitTotal. */
  'split_weights',
  /** A setting the kind needs is empty. */
  'setting_missing',
  /** A setting is filled but wrong (its zod issue says how). */
  'setting_invalid',
  /** An edge leaves the node by a branch the node does not have. */
  'branch_unknown',
  /** Two edges leave the node by the same branch. */
  'branch_taken_twice',
  /** A go-to's target names no node of the graph. */
  'goto_target_unknown',
  /** An edge or a go-to leads into a trigger. */
  'edge_into_trigger',
  /** A setting names a record of the team that is no longer there (referenceProblems). */
  'reference_deleted',
] as const
export type GraphProblemCode = (typeof graphProblemCodes)[number]

export interface GraphProblem {
  code: GraphProblemCode
  /** The node it is about; null for the graph as a whole. */
  node_id: string | null
  /** The setting's dotted path inside the node's settings (`arms`, `rule.value`), when one. */
  setting?: string
  /** The edge that causes it, for branch problems. */
  edge_id?: string
  /** For setting_invalid: the schema's issue, which words the message. */
  issue?: z.core.$ZodIssue
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function valueAt(settings: unknown, path: readonly PropertyKey[]): unknown {
  let value = settings
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function settingProblems(node: GraphNode): GraphProblem[] {
  const parsed = nodeSettings[node.kind].safeParse(node.settings)
  if (parsed.success) return []
  const problems = new Map<string, GraphProblem>()
  for (const issue of parsed.error.issues) {
    const path = issue.path
    const setting = path.map(String).join('.')
    if (problems.has(setting)) continue
    const missing = isEmpty(valueAt(node.settings, path))
    problems.set(setting, {
      code: missing ? 'setting_missing' : 'setting_invalid',
      node_id: node.id,
      setting,
      ...(missing ? {} : { issue }),
    })
  }
  return [...problems.values()]
}

function splitWeightProblem(node: GraphNode): GraphProblem[] {
  const arms = node.settings.arms
  if (node.kind !== 'split' || !Array.isArray(arms) || arms.length === 0) return []
  const total = arms.reduce<number>(
    (sum, arm) => sum + (typeof arm?.weight === 'number' ? arm.weight : 0),
    0,
  )
  return total === automationLimits.splitTotal
    ? []
    : [{ code: 'split_weights', node_id: node.id, setting: 'arms' }]
}

function branchProblems(graph: AutomationGraph, byId: Map<string, GraphNode>): GraphProblem[] {
  const problems: GraphProblem[] = []
  const taken = new Set<string>()
  for (const edge of graph.edges) {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target)
    if (!source || !target) continue
    if (target.kind === 'trigger')
      problems.push({ code: 'edge_into_trigger', node_id: source.id, edge_id: edge.id })
    if (!branchesOf(source).includes(edge.branch)) {
      problems.push({ code: 'branch_unknown', node_id: source.id, edge_id: edge.id })
      continue
    }
    const key = JSON.stringify([source.id, edge.branch])
    if (taken.has(key))
      problems.push({ code: 'branch_taken_twice', node_id: source.id, edge_id: edge.id })
    taken.add(key)
  }
  return problems
}

function gotoTarget(node: GraphNode): string | undefined {
  const target = node.settings.target
  return node.kind === 'goto' && typeof target === 'string' ? target : undefined
}

function gotoProblems(graph: AutomationGraph, byId: Map<string, GraphNode>): GraphProblem[] {
  return graph.nodes.flatMap((node): GraphProblem[] => {
    const target = gotoTarget(node)
    if (target === undefined || target === '') return []
    const targetNode = byId.get(target)
    if (!targetNode) return [{ code: 'goto_target_unknown', node_id: node.id, setting: 'target' }]
    if (targetNode.kind === 'trigger')
      return [{ code: 'edge_into_trigger', node_id: node.id, setting: 'target' }]
    return []
  })
}

/** Where a contact may go next from each node: its edges' targets and a go-to's target. */
function successors(graph: AutomationGraph, byId: Map<string, GraphNode>) {
  const next = new Map<string, string[]>(graph.nodes.map((node) => [node.id, []]))
  for (const edge of graph.edges)
    if (byId.has(edge.target)) next.get(edge.source)?.push(edge.target)
  for (const node of graph.nodes) {
    const target = gotoTarget(node)
    if (target !== undefined && byId.has(target)) next.get(node.id)?.push(target)
  }
  return next
}

function orphanProblems(graph: AutomationGraph, next: Map<string, string[]>): GraphProblem[] {
  const triggers = graph.nodes.filter((node) => node.kind === 'trigger')
  if (triggers.length === 0) return []
  const reached = new Set(triggers.map((node) => node.id))
  const pending = [...reached]
  for (let current = pending.pop(); current !== undefined; current = pending.pop())
    for (const target of next.get(current) ?? [])
      if (!reached.has(target)) {
        reached.add(target)
        pending.push(target)
      }
  return graph.nodes
    .filter((node) => !reached.has(node.id))
    .map((node) => ({ code: 'orphan_node', node_id: node.id }))
}

/**
 * Nodes on a loop that passes no wait: the strongly connected components (Tarjan's, without
 * recursion) of the graph with its waits taken out, where a component loops when it has two
 * nodes or one that leads to itself.
 */
function cycleProblems(graph: AutomationGraph, next: Map<string, string[]>): GraphProblem[] {
  const waits = new Set(graph.nodes.filter((node) => node.kind === 'wait').map((node) => node.id))
  const followers = (nodeId: string) =>
    (next.get(nodeId) ?? []).filter((target) => !waits.has(target))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const looping: string[] = []
  let counter = 0
  const open = (nodeId: string) => {
    index.set(nodeId, counter)
    low.set(nodeId, counter)
    counter += 1
    stack.push(nodeId)
    onStack.add(nodeId)
  }
  for (const root of graph.nodes) {
    if (waits.has(root.id) || index.has(root.id)) continue
    open(root.id)
    const frames: { nodeId: string; children: string[] }[] = [
      { nodeId: root.id, children: followers(root.id) },
    ]
    while (frames.length > 0) {
      const frame = frames.at(-1) as { nodeId: string; children: string[] }
      const child = frame.children.shift()
      if (child !== undefined) {
        if (!index.has(child)) {
          open(child)
          frames.push({ nodeId: child, children: followers(child) })
        } else if (onStack.has(child))
          low.set(frame.nodeId, Math.min(low.get(frame.nodeId) ?? 0, index.get(child) ?? 0))
        continue
      }
      frames.pop()
      const parent = frames.at(-1)
      if (parent)
        low.set(parent.nodeId, Math.min(low.get(parent.nodeId) ?? 0, low.get(frame.nodeId) ?? 0))
      if (low.get(frame.nodeId) !== index.get(frame.nodeId)) continue
      const component: string[] = []
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member)
        component.push(member)
        if (member === frame.nodeId) break
      }
      const only = component[0] as string
      if (component.length > 1 || followers(only).includes(only)) looping.push(...component)
    }
  }
  const inLoop = new Set(looping)
  return graph.nodes
    .filter((node) => inLoop.has(node.id))
    .map((node) => ({ code: 'cycle_without_wait', node_id: node.id }))
}

/** Every problem of a graph (empty: it can be published), in the graph's node order per check. */
export function graphProblems(graph: AutomationGraph): GraphProblem[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]))
  const triggers = graph.nodes.filter((node) => node.kind === 'trigger')
  const next = successors(graph, byId)
  const triggerProblems: GraphProblem[] =
    triggers.length === 0
      ? [{ code: 'trigger_missing', node_id: null }]
      : triggers.slice(1).map((node) => ({ code: 'trigger_extra', node_id: node.id }))
  return [
    ...triggerProblems,
    ...graph.nodes.flatMap((node) => [...settingProblems(node), ...splitWeightProblem(node)]),
    ...branchProblems(graph, byId),
    ...gotoProblems(graph, byId),
    ...orphanProblems(graph, next),
    ...cycleProblems(graph, next),
  ]
}

/** The team's records a node's setting names by id, by the kind of record. */
export const referenceKinds = ['segment', 'feed', 'sender', 'text', 'agent', 'template'] as const
export type ReferenceKind = (typeof referenceKinds)[number]

const referenceSettings: Partial<Record<GraphNode['kind'], Record<string, ReferenceKind>>> = {
  trigger: { segment_id: 'segment', feed_id: 'feed' },
  send_sms: { sender_id: 'sender', text_id: 'text' },
  send_email: { template_id: 'template' },
  start_call: { agent_id: 'agent' },
}

export interface GraphReference {
  node_id: string
  setting: string
  kind: ReferenceKind
  id: string
}

/** One record a graph names: its kind and id (the ids are strings, DOMAIN.md). */
export const recordReference = z.object({
  kind: z.enum(referenceKinds),
  id: z.string().min(1).max(255),
})
export type RecordReference = z.infer<typeof recordReference>

/** How a reference is told apart from the others: `segment:<id>`. */
export const referenceKey = (reference: Pick<RecordReference, 'kind' | 'id'>) =>
  `${reference.kind}:${reference.id}`

/**
 * POST automations/references: which of these records the team no longer has, so the editor's
 * problems panel says what a publish would refuse (referenceProblems, on both sides).
 */
export const referenceCheckRequest = z.object({
  references: z.array(recordReference).max(automationLimits.maxNodes * 2),
})
export type ReferenceCheckRequest = z.infer<typeof referenceCheckRequest>
export const referenceCheckResponse = z.object({ missing: z.array(recordReference) })
export type ReferenceCheckResponse = z.infer<typeof referenceCheckResponse>

/** The distinct records a graph names, in a stable order (one check asks each once). */
export function recordsOf(graph: AutomationGraph): RecordReference[] {
  const byKey = new Map(
    graphReferences(graph).map(({ kind, id }) => [referenceKey({ kind, id }), { kind, id }]),
  )
  return [...byKey.keys()].sort().map((key) => byKey.get(key) as RecordReference)
}

/** Every record id the graph's settings name (filled ones only: an empty one is setting_missing). */
export function graphReferences(graph: AutomationGraph): GraphReference[] {
  return graph.nodes.flatMap((node) =>
    Object.entries(referenceSettings[node.kind] ?? {}).flatMap(([setting, kind]) => {
      const id = node.settings[setting]
      return typeof id === 'string' && id !== '' ? [{ node_id: node.id, setting, kind, id }] : []
    }),
  )
}

/** A problem on each setting whose record `exists` no longer finds (deleted since it was picked). */
export function referenceProblems(
  graph: AutomationGraph,
  exists: (reference: GraphReference) => boolean,
): GraphProblem[] {
  return graphReferences(graph)
    .filter((reference) => !exists(reference))
    .map(({ node_id, setting }) => ({ code: 'reference_deleted', node_id, setting }))
}

/** The 422 key a problem lands on: `nodes.<id>.<setting>`, `nodes.<id>`, or `graph`. */
export function problemKey(problem: GraphProblem): string {
  if (problem.node_id === null) return 'graph'
  return problem.setting === undefined
    ? `nodes.${problem.node_id}`
    : `nodes.${problem.node_id}.${problem.setting}`
}

const graphProblemKeys = {
  trigger_missing: 'automation.problem.triggerMissing',
  trigger_extra: 'automation.problem.triggerExtra',
  orphan_node: 'automation.problem.orphanNode',
  cycle_without_wait: 'automation.problem.cycleWithoutWait',
  branch_unknown: 'automation.problem.branchUnknown',
  branch_taken_twice: 'automation.problem.branchTakenTwice',
  edge_into_trigger: 'automation.problem.edgeIntoTrigger',
  reference_deleted: 'automation.problem.referenceDeleted',
} as const satisfies Partial<Record<GraphProblemCode, ContractKey>>

/** A problem in words, in `locale`: what the problems panel lists and the 422 carries. */
export function problemMessage(problem: GraphProblem, locale: AppLocale = appLocales[0]): string {
  const say = contractWords(locale)
  const attribute = attributeName(problem.setting ?? 'settings', locale)
  switch (problem.code) {
    case 'setting_missing':
      return say('validation.required', { attribute })
    case 'setting_invalid': {
      if (!problem.issue) return say('validation.invalid', { attribute })
      const body = validationErrors(new z.ZodError([problem.issue]), locale)
      return Object.values(body.errors).flat()[0] ?? say('validation.invalid', { attribute })
    }
    case 'split_weights':
      return say('automation.problem.splitWeights', { total: automationLimits.splitTotal })
    case 'goto_target_unknown':
      return say('automation.unknownNode', { attribute })
    default:
      return say(graphProblemKeys[problem.code])
  }
}

/** The 422 body of a refused publish: each problem's message under its key. */
export function publishErrors(
  problems: readonly GraphProblem[],
  locale: AppLocale = appLocales[0],
): ValidationErrorBody {
  const errors: Record<string, string[]> = {}
  for (const problem of problems) {
    const key = problemKey(problem)
    const message = problemMessage(problem, locale)
    const messages = errors[key] ?? []
    if (!messages.includes(message)) messages.push(message)
    errors[key] = messages
  }
  return { message: summary(Object.values(errors).flat(), contractWords(locale)), errors }
}
