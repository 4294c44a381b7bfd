import type { NodeKind } from '../../contract/automation/graph'
import type { Change, Command } from './commands'
import {
  appended,
  type Branch,
  canConnect,
  edgeById,
  type FlowGraph,
  type Fragment,
  fragmentOf,
  freeBranches,
  freshCopy,
  idSource,
  layoutSpacing,
  newNode,
  nodeById,
  type Position,
  placedWhere,
} from './graph'

/**
 * Each user intent planned as one command from the editor's state: `null` when it would change
 * nothing or is not possible (the machine's guard, so `can()` answers for the view).
 */

export type Intent =
  | { type: 'add'; kind: NodeKind; branch?: Branch }
  | { type: 'delete' }
  | { type: 'connect'; source: string; target: string; branch: Branch }
  | { type: 'disconnect'; id: string }
  | { type: 'move'; positions: Record<string, Position> }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'edit'; nodeId: string; key: string; value: unknown }
  | { type: 'arrange'; positions: Record<string, Position> }
  | { type: 'paste'; fragment?: Fragment }
  | { type: 'duplicate' }

export interface PlanState {
  graph: FlowGraph
  selection: string[]
  clipboard: Fragment | null
  nextId: number
}

export interface Plan {
  command: Command
  /** What is selected once the command is done; unchanged when absent. */
  select?: string[]
  nextId?: number
}

const moveTo = (graph: FlowGraph, positions: Record<string, Position>): Change | null => {
  const moves = graph.nodes.flatMap((node) => {
    const to = positions[node.id]
    if (!to || (to.x === node.position.x && to.y === node.position.y)) return []
    return [{ id: node.id, from: node.position, to }]
  })
  return moves.length > 0 ? { type: 'move', moves } : null
}

/** Below the node it follows, one column to the side per branch already taken before it. */
function positionAfter(graph: FlowGraph, sourceId: string | undefined, branch: Branch | undefined) {
  const source = sourceId ? nodeById(graph, sourceId) : undefined
  const { rankGap, columnGap } = layoutSpacing
  if (!source) {
    const lowest = Math.max(0, ...graph.nodes.map((node) => node.position.y + rankGap))
    return { x: 0, y: graph.nodes.length === 0 ? 0 : lowest }
  }
  const column = Math.max(0, freeBranches(graph, source).indexOf(branch ?? ''))
  return { x: source.position.x + column * columnGap, y: source.position.y + rankGap }
}

function planAdd(state: PlanState, kind: NodeKind, wanted?: Branch): Plan | null {
  const { graph, selection } = state
  if (selection.length > 1) return null
  const source = selection[0] ? nodeById(graph, selection[0]) : undefined
  const branch = source ? (wanted ?? freeBranches(graph, source)[0]) : undefined
  if (source && (branch === undefined || !freeBranches(graph, source).includes(branch))) return null
  const ids = idSource(graph, state.nextId)
  const node = newNode(ids.node(), kind, positionAfter(graph, source?.id, branch))
  const edges =
    source && branch !== undefined
      ? [{ id: ids.edge(), source: source.id, target: node.id, branch }]
      : []
  return {
    command: {
      intent: 'add',
      changes: [
        {
          type: 'insert',
          nodes: appended([node], graph.nodes.length),
          edges: appended(edges, graph.edges.length),
        },
      ],
    },
    select: [node.id],
    nextId: ids.next(),
  }
}

function planDelete({ graph, selection }: PlanState): Plan | null {
  const chosen = new Set(selection)
  const nodes = placedWhere(graph.nodes, (node) => chosen.has(node.id))
  if (nodes.length === 0) return null
  const edges = placedWhere(
    graph.edges,
    (edge) => chosen.has(edge.source) || chosen.has(edge.target),
  )
  return { command: { intent: 'delete', changes: [{ type: 'remove', nodes, edges }] }, select: [] }
}

function planCopy(state: PlanState, fragment: Fragment | null, intent: 'paste' | 'duplicate') {
  if (!fragment || fragment.nodes.length === 0) return null
  const { graph } = state
  const ids = idSource(graph, state.nextId)
  const { pasteOffset } = layoutSpacing
  const copy = freshCopy(fragment, ids, { x: pasteOffset, y: pasteOffset })
  return {
    command: {
      intent,
      changes: [
        {
          type: 'insert',
          nodes: appended(copy.nodes, graph.nodes.length),
          edges: appended(copy.edges, graph.edges.length),
        },
      ],
    },
    select: copy.nodes.map((node) => node.id),
    nextId: ids.next(),
  } satisfies Plan
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const single = (command: Omit<Command, 'changes'>, change: Change | null): Plan | null =>
  change ? { command: { ...command, changes: [change] } } : null

export function planOf(state: PlanState, intent: Intent): Plan | null {
  const { graph, selection } = state
  switch (intent.type) {
    case 'add':
      return planAdd(state, intent.kind, intent.branch)
    case 'delete':
      return planDelete(state)
    case 'connect': {
      if (!canConnect(graph, intent.source, intent.target, intent.branch)) return null
      const ids = idSource(graph, state.nextId)
      const edge = {
        id: ids.edge(),
        source: intent.source,
        target: intent.target,
        branch: intent.branch,
      }
      return {
        command: {
          intent: 'connect',
          changes: [{ type: 'insert', nodes: [], edges: appended([edge], graph.edges.length) }],
        },
        nextId: ids.next(),
      }
    }
    case 'disconnect': {
      const edges = placedWhere(graph.edges, (edge) => edge.id === intent.id)
      return edgeById(graph, intent.id)
        ? single({ intent: 'disconnect' }, { type: 'remove', nodes: [], edges })
        : null
    }
    case 'move':
      return single({ intent: 'move' }, moveTo(graph, intent.positions))
    case 'arrange':
      return single({ intent: 'layout' }, moveTo(graph, intent.positions))
    case 'nudge': {
      const positions = Object.fromEntries(
        graph.nodes
          .filter((node) => selection.includes(node.id))
          .map((node) => [
            node.id,
            { x: node.position.x + intent.dx, y: node.position.y + intent.dy },
          ]),
      )
      const key = `nudge:${[...selection].sort().join(',')}`
      return single({ intent: 'move', mergeKey: key }, moveTo(graph, positions))
    }
    case 'edit': {
      const node = nodeById(graph, intent.nodeId)
      if (!node || sameValue(node.settings[intent.key], intent.value)) return null
      return single(
        { intent: 'edit', mergeKey: `edit:${intent.nodeId}:${intent.key}` },
        {
          type: 'setting',
          nodeId: intent.nodeId,
          key: intent.key,
          before: node.settings[intent.key],
          after: intent.value,
        },
      )
    }
    case 'paste':
      return planCopy(state, intent.fragment ?? state.clipboard, 'paste')
    case 'duplicate':
      return planCopy(state, fragmentOf(graph, selection), 'duplicate')
  }
}
