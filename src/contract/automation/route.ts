import { automationEngine } from '../constants'
import type { AutomationGraph, GraphEdge, GraphNode } from './graph'
import type { NodeFailure, NodeOnward } from './nodeStep'

/**
 * Where a journey goes after a node's move, alike in the engine and the test run; and how many
 * nodes one walk passes (a go-to loop whose waits are skipped, or a graph changed under a
 * journey, stops there).
 */
export const maxHops = automationEngine.maxHopsPerWalk

/** A graph with its nodes by id and edges by source and branch, read once. */
export interface IndexedGraph {
  nodes: Map<string, GraphNode>
  edges: Map<string, GraphEdge>
}

const edgeKey = (source: string, branch: string) => `${source}\u0000${branch}`

export function indexGraph(graph: AutomationGraph): IndexedGraph {
  return {
    nodes: new Map(graph.nodes.map((node) => [node.id, node])),
    edges: new Map(graph.edges.map((edge) => [edgeKey(edge.source, edge.branch), edge])),
  }
}

/** Onward from a move that did not fail: the edge left by (if any) and the node it reaches. */
export type Route = { branch: string | null; edge: GraphEdge | null; next: GraphNode | null }

export function routeOf(
  graph: IndexedGraph,
  nodeId: string,
  move: NodeOnward,
): Route | NodeFailure {
  if ('jump' in move) {
    const target = graph.nodes.get(move.jump)
    return target
      ? { branch: null, edge: null, next: target }
      : { fail: 'goto_target', target: move.jump }
  }
  if ('end' in move) return { branch: null, edge: null, next: null }
  const edge = graph.edges.get(edgeKey(nodeId, move.leave)) ?? null
  return { branch: move.leave, edge, next: edge ? (graph.nodes.get(edge.target) ?? null) : null }
}
