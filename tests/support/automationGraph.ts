import type { AutomationGraph, NodeKind } from '../../src/contract/automation/graph'

/**
 * Automation graphs for tests (server, unit, contract), written as their nodes and edges
 * rather than spelled out field by field.
 */

/** A graph's node, placed at `position` (the engine never reads positions). */
export const node = (
  id: string,
  kind: NodeKind,
  settings: Record<string, unknown> = {},
  position = { x: 0, y: 0 },
) => ({ id, kind, position, settings })

/** An edge named `<source>-<target>`. */
export const edge = (source: string, target: string, branch = 'next') => ({
  id: `${source}-${target}`,
  source,
  target,
  branch,
})

type NodeSpec = [id: string, kind: NodeKind, settings?: Record<string, unknown>]
type EdgeSpec = [source: string, target: string, branch?: string, id?: string]

/**
 * A graph of these nodes, placed 100 apart down the page in the order given, and these edges
 * (`next` and named `<source>-<target>` unless told).
 */
export function graphOf(nodes: NodeSpec[], edges: EdgeSpec[] = []): AutomationGraph {
  return {
    nodes: nodes.map(([id, kind, settings], index) =>
      node(id, kind, settings, { x: 0, y: index * 100 }),
    ),
    edges: edges.map(([source, target, branch, id]) => ({
      ...edge(source, target, branch),
      ...(id ? { id } : {}),
    })),
  }
}
