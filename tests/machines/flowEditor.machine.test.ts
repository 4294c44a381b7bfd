import { expect } from 'vitest'
import { type AnyMachineSnapshot, fromPromise } from 'xstate'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import {
  graphProblems,
  referenceKey,
  referenceProblems,
} from '../../src/contract/automation/problems'
import type { Position } from '../../src/machines/flowEditor'
import {
  type FlowEditorSnapshot,
  flowEditorMachine,
  selectIsPublishable,
  selectProblems,
} from '../../src/machines/flowEditor'
import { flowEditorModel } from './models/flowEditor.model'
import { describeModel } from './support/describeModel'
import { modelGraph } from './support/model'

interface Pending<T> {
  resolve: (value: T) => void
  reject: (error: Error) => void
}
let layoutAnswer: Pending<Record<string, Position>>

const testMachine = flowEditorMachine.provide({
  actors: {
    layout: fromPromise<Record<string, Position>, { graph: AutomationGraph }>(
      () => new Promise((resolve, reject) => (layoutAnswer = { resolve, reject })),
    ),
  },
})

/** What holds in every state of the editor. */
function invariants(key: string) {
  return (snapshot: AnyMachineSnapshot) => {
    const editor = snapshot as FlowEditorSnapshot
    const { graph, selection, past, future } = editor.context
    expect(key.startsWith(editor.matches('layingOut') ? 'layingOut' : 'editing')).toBe(true)
    // Undo and redo are offered exactly when there is something to take back or do again.
    const editing = editor.matches('editing')
    expect(editor.can({ type: 'undo' })).toBe(editing && past.length > 0)
    expect(editor.can({ type: 'redo' })).toBe(editing && future.length > 0)
    // Selecting never adds to the history; it names only nodes of the graph.
    const ids = new Set(graph.nodes.map((node) => node.id))
    expect(selection.every((id) => ids.has(id))).toBe(true)
    expect(graph.edges.every((edge) => ids.has(edge.source) && ids.has(edge.target))).toBe(true)
    // The problems panel and the publish gate read the contract's validator and the last
    // reference check: a record said to be gone is a problem of each node naming it.
    const missing = new Set(editor.context.missingReferences)
    const problems = [
      ...graphProblems(graph),
      ...referenceProblems(graph, (reference) => !missing.has(referenceKey(reference))),
    ]
    expect(selectProblems(editor)).toEqual(problems)
    expect(selectIsPublishable(editor)).toBe(problems.length === 0)
  }
}

const { states } = modelGraph(testMachine, flowEditorModel)

describeModel('flowEditor', {
  ...flowEditorModel,
  machine: testMachine,
  execute: {
    'xstate.done.actor.layout': (_actor, event) =>
      layoutAnswer.resolve((event as unknown as { output: Record<string, Position> }).output),
    'xstate.error.actor.layout': () => layoutAnswer.reject(new Error('The layout failed.')),
  },
  states: Object.fromEntries(states.map((key) => [key, invariants(key)])),
})
