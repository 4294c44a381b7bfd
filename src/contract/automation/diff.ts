import type { AutomationGraph, GraphEdge, GraphNode } from './graph'

/**
 * What changed between two versions of a graph, node by node (issue 16 item 3: "any two versions
 * can be compared"). A node is matched by its id. A kept node has changed when its kind, its
 * settings or where its branches lead differ; where it sits on the canvas is layout, not a change.
 */
export const nodeChanges = ['kind', 'settings', 'connections'] as const
export type NodeChange = (typeof nodeChanges)[number]

export interface ChangedNode {
  before: GraphNode
  after: GraphNode
  /** What differs, in nodeChanges' order. */
  changes: NodeChange[]
}

export interface GraphDiff {
  /** Nodes only the later graph has, in its order. */
  added: GraphNode[]
  /** Nodes only the earlier graph has, in its order. */
  removed: GraphNode[]
  /** Nodes both have that differ, in the later graph's order. */
  changed: ChangedNode[]
}

/** Equal as JSON values, whatever the order of object keys (jsonb stores them reordered). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    )
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const present = (value: object) =>
    Object.entries(value).filter(([, item]) => item !== undefined) as [string, unknown][]
  const left = present(a)
  const right = new Map(present(b))
  return left.length === right.size && left.every(([key, item]) => sameValue(item, right.get(key)))
}

/** Where each branch of a node leads: `branch → target`, sorted (edge ids are not compared). */
function connectionsOf(edges: readonly GraphEdge[], nodeId: string): string[] {
  return edges
    .filter((edge) => edge.source === nodeId)
    .map((edge) => `${edge.branch}\u0000${edge.target}`)
    .sort()
}

/** The nodes added, removed and changed from `before` to `after`. */
export function graphDiff(before: AutomationGraph, after: AutomationGraph): GraphDiff {
  const earlier = new Map(before.nodes.map((node) => [node.id, node]))
  const laterIds = new Set(after.nodes.map((node) => node.id))
  const added: GraphNode[] = []
  const changed: ChangedNode[] = []
  for (const node of after.nodes) {
    const old = earlier.get(node.id)
    if (!old) {
      added.push(node)
      continue
    }
    const differs: Record<NodeChange, boolean> = {
      kind: old.kind !== node.kind,
      settings: !sameValue(old.settings, node.settings),
      connections: !sameValue(
        connectionsOf(before.edges, node.id),
        connectionsOf(after.edges, node.id),
      ),
    }
    const changes = nodeChanges.filter((change) => differs[change])
    if (changes.length > 0) changed.push({ before: old, after: node, changes })
  }
  const removed = before.nodes.filter((node) => !laterIds.has(node.id))
  return { added, removed, changed }
}

/** Nothing to show: the two graphs run the same. */
export const isEmptyDiff = (diff: GraphDiff) =>
  diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0
