import { type GraphProblem, graphProblems } from '../../contract/automation/problems'
import type { FlowEditorSnapshot } from './flowEditor.machine'
import type { FlowGraph } from './graph'

export const selectGraph = (snapshot: FlowEditorSnapshot) => snapshot.context.graph

export const selectSelection = (snapshot: FlowEditorSnapshot) => snapshot.context.selection

const problemsByGraph = new WeakMap<FlowGraph, GraphProblem[]>()

/**
 * What stands between the draft and a publish, from the contract's validator (the server's 422
 * says the same): the problems panel lists them and the publish button is offered only when there
 * are none. Computed once per graph: the graph is a new object after every change, and only then.
 */
export function selectProblems(snapshot: FlowEditorSnapshot): GraphProblem[] {
  const { graph } = snapshot.context
  const known = problemsByGraph.get(graph)
  if (known) return known
  const problems = graphProblems(graph)
  problemsByGraph.set(graph, problems)
  return problems
}

export const selectIsPublishable = (snapshot: FlowEditorSnapshot) =>
  selectProblems(snapshot).length === 0

export const selectAnnouncement = (snapshot: FlowEditorSnapshot) => snapshot.context.announcement

/** The intent the undo (redo) button would take back (do again), for its accessible name. */
export const selectUndoIntent = (snapshot: FlowEditorSnapshot) =>
  snapshot.context.past.at(-1)?.intent ?? null
export const selectRedoIntent = (snapshot: FlowEditorSnapshot) =>
  snapshot.context.future.at(-1)?.intent ?? null

export const selectIsLayingOut = (snapshot: FlowEditorSnapshot) => snapshot.matches('layingOut')

export const selectLayoutError = (snapshot: FlowEditorSnapshot) => snapshot.context.layoutError
