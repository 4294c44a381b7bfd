import {
  type AutomationGraph,
  branchesOf,
  type GraphEdge,
  type GraphNode,
  type NodeKind,
  newNodeSettings,
} from '../../contract/automation/graph'

/**
 * The automation graph as the editor changes it (DOMAIN.md "Automation graph"). Pure functions:
 * each answers a new graph and leaves the one it was given alone, so a command applied and then
 * inverted gives back the very graph it started from, node and edge order included.
 */

export type FlowGraph = AutomationGraph
export type FlowNode = GraphNode
export type FlowEdge = GraphEdge
export type Branch = string
export type Position = FlowNode['position']

/** An item and the index it holds (or takes) in its list. */
export interface Placed<T> {
  item: T
  at: number
}

/** The nodes and edges a command copies, pastes or removes. */
export interface Fragment {
  nodes: FlowNode[]
  edges: FlowEdge[]
}

/** Canvas units between a node and the one added after it, and how far a paste lands aside. */
export const layoutSpacing = { rankGap: 140, columnGap: 240, pasteOffset: 40 } as const

export const nodeById = (graph: FlowGraph, id: string) => graph.nodes.find((node) => node.id === id)

export const edgeById = (graph: FlowGraph, id: string) => graph.edges.find((edge) => edge.id === id)

/** The outgoing branches a node still has free, in the order its kind names them. */
export function freeBranches(graph: FlowGraph, node: FlowNode): Branch[] {
  const taken = new Set(
    graph.edges.filter((edge) => edge.source === node.id).map((edge) => edge.branch),
  )
  return branchesOf(node).filter((branch) => !taken.has(branch))
}

/** Whether an edge from `source` on `branch` to `target` may be drawn. */
export function canConnect(graph: FlowGraph, source: string, target: string, branch: Branch) {
  const from = nodeById(graph, source)
  const to = nodeById(graph, target)
  if (!from || !to || source === target || to.kind === 'trigger') return false
  return freeBranches(graph, from).includes(branch)
}

/** Inserts items at their indices (ascending), as they stood before they were removed. */
function insertPlaced<T>(list: readonly T[], placed: readonly Placed<T>[]): T[] {
  const result = [...list]
  for (const { item, at } of [...placed].sort((a, b) => a.at - b.at)) result.splice(at, 0, item)
  return result
}

const withoutIds = <T extends { id: string }>(list: readonly T[], placed: readonly Placed<T>[]) => {
  const ids = new Set(placed.map(({ item }) => item.id))
  return list.filter((item) => !ids.has(item.id))
}

export const insertItems = (
  graph: FlowGraph,
  nodes: readonly Placed<FlowNode>[],
  edges: readonly Placed<FlowEdge>[],
): FlowGraph => ({
  nodes: insertPlaced(graph.nodes, nodes),
  edges: insertPlaced(graph.edges, edges),
})

export const removeItems = (
  graph: FlowGraph,
  nodes: readonly Placed<FlowNode>[],
  edges: readonly Placed<FlowEdge>[],
): FlowGraph => ({
  nodes: withoutIds(graph.nodes, nodes),
  edges: withoutIds(graph.edges, edges),
})

/** Items appended after a list of `length`, in order. */
export const appended = <T>(items: readonly T[], length: number): Placed<T>[] =>
  items.map((item, index) => ({ item, at: length + index }))

/** Items of a list that pass a test, with their indices. */
export const placedWhere = <T>(list: readonly T[], test: (item: T) => boolean): Placed<T>[] =>
  list.flatMap((item, at) => (test(item) ? [{ item, at }] : []))

export const setPositions = (graph: FlowGraph, positions: ReadonlyMap<string, Position>) => ({
  ...graph,
  nodes: graph.nodes.map((node) => {
    const position = positions.get(node.id)
    return position ? { ...node, position } : node
  }),
})

/** Sets one setting; `undefined` takes it away, as it was before it was first set. */
export function setSetting(graph: FlowGraph, nodeId: string, key: string, value: unknown) {
  const change = (settings: FlowNode['settings']) => {
    const { [key]: _old, ...rest } = settings
    return value === undefined ? rest : { ...rest, [key]: value }
  }
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === nodeId ? { ...node, settings: change(node.settings) } : node,
    ),
  }
}

/** The selected nodes and the edges between them: what copy takes. */
export function fragmentOf(graph: FlowGraph, ids: readonly string[]): Fragment {
  const chosen = new Set(ids)
  return {
    nodes: graph.nodes.filter((node) => chosen.has(node.id)),
    edges: graph.edges.filter((edge) => chosen.has(edge.source) && chosen.has(edge.target)),
  }
}

/** Hands out ids (`n7`, `e8`) that the graph does not use yet, counting up from `next`. */
export function idSource(graph: FlowGraph, next: number) {
  const used = new Set([...graph.nodes, ...graph.edges].map((item) => item.id))
  let counter = next
  const take = (prefix: 'n' | 'e') => {
    while (used.has(`${prefix}${counter}`)) counter += 1
    const id = `${prefix}${counter}`
    used.add(id)
    counter += 1
    return id
  }
  return { node: () => take('n'), edge: () => take('e'), next: () => counter }
}

/** A fragment with fresh ids, moved by `offset`: edges follow their nodes' new ids. */
export function freshCopy(fragment: Fragment, ids: ReturnType<typeof idSource>, offset: Position) {
  const renamed = new Map(fragment.nodes.map((node) => [node.id, ids.node()]))
  const nodes = fragment.nodes.map((node) => ({
    ...node,
    id: renamed.get(node.id) ?? node.id,
    position: { x: node.position.x + offset.x, y: node.position.y + offset.y },
  }))
  const edges = fragment.edges.flatMap((edge) => {
    const source = renamed.get(edge.source)
    const target = renamed.get(edge.target)
    return source && target ? [{ ...edge, id: ids.edge(), source, target }] : []
  })
  return { nodes, edges }
}

/** A new node of a kind, with its kind's default settings. */
export const newNode = (id: string, kind: NodeKind, position: Position): FlowNode => ({
  id,
  kind,
  position,
  settings: newNodeSettings(kind),
})
