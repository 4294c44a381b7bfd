import {
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  insertItems,
  type Placed,
  type Position,
  removeItems,
  setPositions,
  setSetting,
} from './graph'

/**
 * The editor's history is a log of commands, each a list of changes that can be inverted (kibana
 * Streams' undo log, not snapshots): undo applies a command's inverse, redo the command again.
 */

export type Change =
  | { type: 'insert'; nodes: Placed<FlowNode>[]; edges: Placed<FlowEdge>[] }
  | { type: 'remove'; nodes: Placed<FlowNode>[]; edges: Placed<FlowEdge>[] }
  | { type: 'move'; moves: { id: string; from: Position; to: Position }[] }
  | { type: 'setting'; nodeId: string; key: string; before: unknown; after: unknown }

/** What the person did, in one word: the live region and the undo button name it. */
export const commandIntents = [
  'add',
  'delete',
  'connect',
  'disconnect',
  'move',
  'edit',
  'layout',
  'paste',
  'duplicate',
] as const
export type CommandIntent = (typeof commandIntents)[number]

export interface Command {
  intent: CommandIntent
  changes: Change[]
  /**
   * Commands with the same key merge into one step while nothing else happens between them: the
   * arrow-key nudges of one selection, the keystrokes of one field.
   */
  mergeKey?: string
}

export function applyChange(graph: FlowGraph, change: Change): FlowGraph {
  switch (change.type) {
    case 'insert':
      return insertItems(graph, change.nodes, change.edges)
    case 'remove':
      return removeItems(graph, change.nodes, change.edges)
    case 'move':
      return setPositions(graph, new Map(change.moves.map(({ id, to }) => [id, to])))
    case 'setting':
      return setSetting(graph, change.nodeId, change.key, change.after)
  }
}

export function invertChange(change: Change): Change {
  switch (change.type) {
    case 'insert':
      return { ...change, type: 'remove' }
    case 'remove':
      return { ...change, type: 'insert' }
    case 'move':
      return {
        type: 'move',
        moves: change.moves.map(({ id, from, to }) => ({ id, from: to, to: from })),
      }
    case 'setting':
      return { ...change, before: change.after, after: change.before }
  }
}

export const applyCommand = (graph: FlowGraph, command: Command) =>
  command.changes.reduce(applyChange, graph)

export const invertCommand = (command: Command): Command => ({
  ...command,
  changes: command.changes.map(invertChange).reverse(),
})

/** Two moves of the same nodes as one: from where the first started to where the second ended. */
function mergeChanges(first: Change, second: Change): Change | null {
  if (first.type === 'move' && second.type === 'move') {
    const starts = new Map(first.moves.map(({ id, from }) => [id, from]))
    return {
      type: 'move',
      moves: second.moves.map((move) => ({ ...move, from: starts.get(move.id) ?? move.from })),
    }
  }
  if (first.type === 'setting' && second.type === 'setting')
    return { ...second, before: first.before }
  return null
}

/** The later command folded into the earlier one, when both are one change of the same kind. */
export function mergeCommands(earlier: Command, later: Command): Command | null {
  const [first] = earlier.changes
  const [second] = later.changes
  if (earlier.changes.length !== 1 || later.changes.length !== 1 || !first || !second) return null
  const merged = mergeChanges(first, second)
  return merged ? { ...later, changes: [merged] } : null
}
