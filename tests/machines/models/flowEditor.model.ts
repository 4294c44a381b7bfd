import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import { flowEditorMachine } from '../../../src/machines/flowEditor'
import { defineMachineModel } from '../support/machineModel'
import { stateKeyOf } from '../support/model'

/** The segment the model's trigger names; the model's reference check may say it is gone. */
export const modelSegmentId = '00000000-0000-4000-8000-00000000005e'

/** A trigger followed by a wait, and an end not joined yet. */
export const flowEditorGraph = (): AutomationGraph => ({
  nodes: [
    {
      id: 't',
      kind: 'trigger',
      position: { x: 0, y: 0 },
      settings: { event: 'segment_entered', segment_id: modelSegmentId },
    },
    {
      id: 'w',
      kind: 'wait',
      position: { x: 0, y: 140 },
      settings: { mode: 'duration', amount: 1, unit: 'days' },
    },
    { id: 'x', kind: 'end', position: { x: 0, y: 280 }, settings: {} },
  ],
  edges: [{ id: 'tw', source: 't', target: 'w', branch: 'next' }],
})

export const layoutAnswer = { t: { x: 0, y: 0 }, w: { x: 0, y: 136 }, x: { x: 0, y: 272 } }

const historyOf = (past: number, future: number) =>
  past > 0 ? (future > 0 ? 'both' : 'undo') : future > 0 ? 'redo' : 'none'

const selectionOf = (count: number) => (count === 0 ? 'none' : count === 1 ? 'one' : 'many')

/**
 * The editor's behaviour turns on more than its state: what undo and redo can do, how much is
 * selected (add needs one node or none, delete and copy some), and whether the clipboard holds
 * anything to paste.
 */
export function flowEditorKey(snapshot: AnyMachineSnapshot) {
  const { past, future, selection, clipboard } = snapshot.context as {
    past: unknown[]
    future: unknown[]
    selection: string[]
    clipboard: unknown
  }
  return `${stateKeyOf(snapshot)} [history.${historyOf(past.length, future.length)} selection.${selectionOf(selection.length)} clipboard.${clipboard ? 'held' : 'empty'}]`
}

export const flowEditorModel = defineMachineModel(flowEditorMachine, {
  input: { graph: flowEditorGraph() },
  stateKey: flowEditorKey,
  events: [
    { type: 'select', ids: ['w'] },
    { type: 'select', ids: ['t', 'w'] },
    { type: 'select', ids: [] },
    { type: 'add', kind: 'send_sms' },
    { type: 'delete' },
    { type: 'connect', source: 'w', target: 'x', branch: 'next' },
    { type: 'disconnect', id: 'tw' },
    { type: 'move', positions: { x: { x: 240, y: 280 } } },
    { type: 'nudge', dx: 10, dy: 0 },
    { type: 'edit', nodeId: 'w', key: 'amount', value: 2 },
    { type: 'seal' },
    { type: 'copy' },
    { type: 'paste' },
    { type: 'duplicate' },
    { type: 'undo' },
    { type: 'redo' },
    { type: 'layout' },
    { type: 'xstate.done.actor.layout', output: layoutAnswer },
    { type: 'xstate.error.actor.layout', error: new Error('The layout failed.') },
    { type: 'references.checked', missing: [`segment:${modelSegmentId}`] },
    { type: 'references.checked', missing: [] },
  ] as EventObject[] as never,
})
