import { Graph, layout } from '@dagrejs/dagre'
import type { AutomationGraph } from '../../contract/automation/graph'

/** The size a node is drawn at on the editor's canvas, which the layout keeps apart. */
export const flowNodeSize = { width: 200, height: 64 } as const

/**
 * Top-to-bottom positions for every node of an automation graph, laid out by dagre (ranks by the
 * edges, crossings reduced). Positions are the nodes' top-left corners, as @xyflow/react places
 * them; dagre answers centres.
 */
export function layoutPositions(graph: AutomationGraph): Record<string, { x: number; y: number }> {
  const layered = new Graph()
  layered.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 72 })
  layered.setDefaultEdgeLabel(() => ({}))
  for (const node of graph.nodes) layered.setNode(node.id, { ...flowNodeSize })
  for (const edge of graph.edges) layered.setEdge(edge.source, edge.target)
  layout(layered)
  return Object.fromEntries(
    graph.nodes.map((node) => {
      const { x, y } = layered.node(node.id)
      return [
        node.id,
        { x: Math.round(x - flowNodeSize.width / 2), y: Math.round(y - flowNodeSize.height / 2) },
      ]
    }),
  )
}
