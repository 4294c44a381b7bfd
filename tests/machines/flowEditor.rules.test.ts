import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { type NodeKind, nodeKinds } from '../../src/contract/automation/graph'
import {
  createFlowEditorActors,
  type FlowEditorEvent,
  flowEditorMachine,
  selectAnnouncement,
  selectUndoIntent,
} from '../../src/machines/flowEditor'
import { layoutPositions } from '../../src/services/automation/autoLayout'
import { flowEditorGraph } from './models/flowEditor.model'

const editor = () =>
  createActor(
    flowEditorMachine.provide({ actors: createFlowEditorActors({ layout: layoutPositions }) }),
    { input: { graph: flowEditorGraph() } },
  ).start()

type Editor = ReturnType<typeof editor>

const graphOf = (actor: Editor) => actor.getSnapshot().context.graph
const historyLength = (actor: Editor) => actor.getSnapshot().context.past.length

/** Sends an event and, for an auto-layout, waits for its answer. */
async function perform(actor: Editor, event: FlowEditorEvent) {
  actor.send(event)
  if (actor.getSnapshot().matches('layingOut'))
    await waitFor(actor, (snapshot) => snapshot.matches('editing'))
}

describe('the editor history (issue 16)', () => {
  it('has nothing to undo or redo at first, and selecting adds nothing', () => {
    const actor = editor()
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'redo' })).toBe(false)
    actor.send({ type: 'select', ids: ['t', 'w'] })
    actor.send({ type: 'select', ids: ['w'] })
    expect(historyLength(actor)).toBe(0)
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false)
  })

  it('adds a node after the selected one, joined by its first free branch, and selects it', () => {
    const actor = editor()
    actor.send({ type: 'select', ids: ['w'] })
    actor.send({ type: 'add', kind: 'condition' })
    const { graph, selection } = actor.getSnapshot().context
    const added = graph.nodes.at(-1)
    expect(added).toMatchObject({ id: 'n1', kind: 'condition', position: { x: 0, y: 280 } })
    expect(graph.edges.at(-1)).toEqual({ id: 'e2', source: 'w', target: 'n1', branch: 'next' })
    expect(selection).toEqual(['n1'])
    // The condition's yes is taken by the next node added after it, then its no; then none is free.
    actor.send({ type: 'add', kind: 'end' })
    actor.send({ type: 'select', ids: ['n1'] })
    actor.send({ type: 'add', kind: 'end' })
    expect(
      graphOf(actor)
        .edges.filter((edge) => edge.source === 'n1')
        .map((e) => e.branch),
    ).toEqual(['yes', 'no'])
    actor.send({ type: 'select', ids: ['n1'] })
    expect(actor.getSnapshot().can({ type: 'add', kind: 'end' })).toBe(false)
    // An end leads nowhere.
    actor.send({ type: 'select', ids: ['x'] })
    expect(actor.getSnapshot().can({ type: 'add', kind: 'wait' })).toBe(false)
  })

  it('merges arrow-key nudges of one selection into one step, until something else happens', () => {
    const actor = editor()
    actor.send({ type: 'select', ids: ['w'] })
    for (let step = 0; step < 5; step += 1) actor.send({ type: 'nudge', dx: 10, dy: 0 })
    expect(historyLength(actor)).toBe(1)
    actor.send({ type: 'seal' })
    actor.send({ type: 'nudge', dx: 0, dy: 10 })
    expect(historyLength(actor)).toBe(2)
    actor.send({ type: 'undo' })
    expect(graphOf(actor).nodes[1]?.position).toEqual({ x: 50, y: 140 })
    actor.send({ type: 'undo' })
    expect(graphOf(actor)).toEqual(flowEditorGraph())
  })

  it('merges a burst of typing in one field; another field or node is another step', () => {
    const actor = editor()
    for (const amount of [1, 12, 123].map(String))
      actor.send({ type: 'edit', nodeId: 'w', key: 'amount', value: amount })
    actor.send({ type: 'edit', nodeId: 'w', key: 'unit', value: 'hours' })
    actor.send({ type: 'edit', nodeId: 't', key: 'feed_id', value: 'f1' })
    expect(historyLength(actor)).toBe(3)
    expect(selectUndoIntent(actor.getSnapshot())).toBe('edit')
    actor.send({ type: 'undo' })
    actor.send({ type: 'undo' })
    actor.send({ type: 'undo' })
    expect(graphOf(actor)).toEqual(flowEditorGraph())
    // A setting that was never there is gone again, not left undefined.
    expect(Object.keys(graphOf(actor).nodes[0]?.settings ?? {})).toEqual(['event', 'segment_id'])
  })

  it('a drag is one step', () => {
    const actor = editor()
    actor.send({ type: 'move', positions: { t: { x: 40, y: 0 }, w: { x: 40, y: 140 } } })
    expect(historyLength(actor)).toBe(1)
    actor.send({ type: 'undo' })
    expect(graphOf(actor)).toEqual(flowEditorGraph())
  })

  it('pastes the copied nodes and their inner edges with fresh ids, offset, and selects them', () => {
    const actor = editor()
    actor.send({ type: 'select', ids: ['t', 'w'] })
    const copied: unknown[] = []
    actor.on('copied', (event) => copied.push(event.fragment))
    actor.send({ type: 'copy' })
    actor.send({ type: 'paste' })
    const { graph, selection } = actor.getSnapshot().context
    expect(selection).toEqual(['n1', 'n2'])
    expect(graph.nodes.slice(3).map(({ id, position }) => ({ id, position }))).toEqual([
      { id: 'n1', position: { x: 40, y: 40 } },
      { id: 'n2', position: { x: 40, y: 180 } },
    ])
    expect(graph.edges.slice(1)).toEqual([{ id: 'e3', source: 'n1', target: 'n2', branch: 'next' }])
    // The clipboard is also told outside, so another automation's editor can paste it.
    expect(copied).toHaveLength(1)
    const other = editor()
    other.send({ type: 'paste', fragment: copied[0] as never })
    expect(graphOf(other).nodes).toHaveLength(5)
  })

  it('duplicates the selection as one step', () => {
    const actor = editor()
    actor.send({ type: 'select', ids: ['w', 'x'] })
    actor.send({ type: 'duplicate' })
    expect(graphOf(actor).nodes).toHaveLength(5)
    expect(historyLength(actor)).toBe(1)
    expect(selectAnnouncement(actor.getSnapshot())).toMatchObject({
      intent: 'duplicate',
      direction: 'done',
    })
  })

  it('deletes the selection with its edges; undo puts every node and edge back in place', () => {
    const actor = editor()
    actor.send({ type: 'connect', source: 'w', target: 'x', branch: 'next' })
    actor.send({ type: 'select', ids: ['w'] })
    actor.send({ type: 'delete' })
    expect(graphOf(actor).edges).toEqual([])
    actor.send({ type: 'undo' })
    expect(graphOf(actor).nodes.map((node) => node.id)).toEqual(['t', 'w', 'x'])
    expect(graphOf(actor).edges.map((edge) => edge.id)).toEqual(['tw', 'e1'])
  })

  it('refuses edges into a trigger, to itself, or on a branch already taken', () => {
    const snapshot = editor().getSnapshot()
    expect(snapshot.can({ type: 'connect', source: 'w', target: 't', branch: 'next' })).toBe(false)
    expect(snapshot.can({ type: 'connect', source: 'w', target: 'w', branch: 'next' })).toBe(false)
    expect(snapshot.can({ type: 'connect', source: 't', target: 'x', branch: 'next' })).toBe(false)
    expect(snapshot.can({ type: 'connect', source: 'w', target: 'x', branch: 'yes' })).toBe(false)
    expect(snapshot.can({ type: 'connect', source: 'w', target: 'x', branch: 'next' })).toBe(true)
  })

  it('lays the graph out with dagre as one step', async () => {
    const actor = editor()
    actor.send({ type: 'move', positions: { x: { x: 500, y: 20 } } })
    await perform(actor, { type: 'layout' })
    const [trigger, wait] = graphOf(actor).nodes
    expect(wait?.position.y).toBeGreaterThan(trigger?.position.y ?? 0)
    expect(historyLength(actor)).toBe(2)
    expect(selectUndoIntent(actor.getSnapshot())).toBe('layout')
    actor.send({ type: 'undo' })
    expect(graphOf(actor).nodes[2]?.position).toEqual({ x: 500, y: 20 })
  })
})

const nodeIds = ['t', 'w', 'x', 'n1', 'n2', 'n3', 'n4', 'n5']
const nodeId = fc.constantFrom(...nodeIds)
const branch = fc.constantFrom('next', 'yes', 'no', 'a', 'b', 'ported')
const point = fc.record({
  x: fc.integer({ min: -500, max: 500 }),
  y: fc.integer({ min: -500, max: 500 }),
})

/** Any command a person can send, including ones the editor refuses; undo and redo aside. */
const anyCommand: fc.Arbitrary<FlowEditorEvent> = fc.oneof(
  fc.record({ type: fc.constant('select' as const), ids: fc.subarray(nodeIds) }),
  fc.record({
    type: fc.constant('add' as const),
    kind: fc.constantFrom<NodeKind>(...nodeKinds),
  }),
  fc.constant({ type: 'delete' as const }),
  fc.record({ type: fc.constant('connect' as const), source: nodeId, target: nodeId, branch }),
  fc.record({
    type: fc.constant('disconnect' as const),
    id: fc.constantFrom('tw', 'e1', 'e2', 'e3'),
  }),
  fc.record({ type: fc.constant('move' as const), positions: fc.dictionary(nodeId, point) }),
  fc.record({
    type: fc.constant('nudge' as const),
    dx: fc.constantFrom(-10, 0, 10),
    dy: fc.constantFrom(-10, 0, 10),
  }),
  fc.record({
    type: fc.constant('edit' as const),
    nodeId,
    key: fc.constantFrom('amount', 'unit', 'text'),
    value: fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 3 })),
  }),
  fc.constantFrom<FlowEditorEvent>(
    { type: 'seal' },
    { type: 'copy' },
    { type: 'paste' },
    { type: 'duplicate' },
    { type: 'layout' },
  ),
)

const anyEvent = fc.oneof(
  anyCommand,
  fc.constantFrom<FlowEditorEvent>({ type: 'undo' }, { type: 'redo' }),
)

describe('the editor history, for any sequence of intents (fast-check)', () => {
  it('as many undos as intents give back the first graph; as many redos the last', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyCommand, { maxLength: 30 }), async (events) => {
        const actor = editor()
        const first = graphOf(actor)
        for (const event of events) await perform(actor, event)
        const last = graphOf(actor)
        for (const _ of events) actor.send({ type: 'undo' })
        expect(graphOf(actor)).toEqual(first)
        expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false)
        for (const _ of events) actor.send({ type: 'redo' })
        expect(graphOf(actor)).toEqual(last)
        actor.stop()
      }),
      { numRuns: 150 },
    )
  })

  it('undo right after any accepted intent gives back the graph before it, and redo restores it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyEvent, { maxLength: 20 }), async (events) => {
        const actor = editor()
        for (const event of events) {
          const before = graphOf(actor)
          const steps = historyLength(actor)
          await perform(actor, { type: 'seal' })
          await perform(actor, event)
          if (historyLength(actor) !== steps + 1) continue
          const after = graphOf(actor)
          actor.send({ type: 'undo' })
          expect(graphOf(actor)).toEqual(before)
          actor.send({ type: 'redo' })
          expect(graphOf(actor)).toEqual(after)
        }
        actor.stop()
      }),
      { numRuns: 150 },
    )
  })
})
