import {
  type GraphProblem,
  graphProblems,
  referenceKey,
  referenceProblems,
} from '../../contract/automation/problems'
import type { FlowEditorSnapshot } from './flowEditor.machine'
import type { FlowGraph } from './graph'

export const selectGraph = (snapshot: FlowEditorSnapshot) => snapshot.context.graph

export const selectSelection = (snapshot: FlowEditorSnapshot) => snapshot.context.selection

const problemsByGraph = new WeakMap<
  FlowGraph,
  { missing: readonly string[]; problems: GraphProblem[] }
>()

/**
 * What stands between the draft and a publish, from the contract's validator and the last
 * reference check (the server's 422 says the same): the problems panel lists them and the
 * publish button is offered only when there are none. Computed once per graph and check: each
 * is a new object after every change, and only then.
 */
export function selectProblems(snapshot: FlowEditorSnapshot): GraphProblem[] {
  const { graph, missingReferences } = snapshot.context
  const known = problemsByGraph.get(graph)
  if (known?.missing === missingReferences) return known.problems
  const missing = new Set(missingReferences)
  const problems = [
    ...graphProblems(graph),
    ...referenceProblems(graph, (reference) => !missing.has(referenceKey(reference))),
  ]
  problemsByGraph.set(graph, { missing: missingReferences, problems })
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
