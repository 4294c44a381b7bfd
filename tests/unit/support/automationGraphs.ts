import fc from 'fast-check'
import {
  type AutomationGraph,
  type GraphNode,
  type NodeKind,
  newNodeSettings,
  nodeKinds,
} from '../../../src/contract/automation/graph'

/**
 * Generated automation graphs for property tests (the validator's unit tests and the server's
 * agreement with it). Every graph is a valid draft: unique ids, edges between its nodes.
 */

const someId = '0b7e8f5c-3c3e-4d4e-9a1f-8a3c2b1d0e9f'

/** Settings a publish takes, for each kind (a go-to's target is drawn apart). */
const finishedSettings: Record<NodeKind, Record<string, unknown>> = {
  trigger: { event: 'segment_entered', segment_id: someId },
  wait: { mode: 'duration', amount: 3, unit: 'hours' },
  condition: { rule: { field: 'tags', operator: 'has_any', value: ['vip'] } },
  split: {
    arms: [
      { id: 'a', weight: 70 },
      { id: 'b', weight: 30 },
    ],
  },
  send_sms: { sender_id: someId, text_id: someId },
  send_email: { template_id: someId },
  start_call: { agent_id: someId, caller_number: '+442079460958' },
  add_tag: { tag: 'vip' },
  remove_tag: { tag: 'vip' },
  webhook: { url: 'https://hooks.example.com/in' },
  mnp_lookup: {},
  goto: {},
  end: {},
}

/** Settings gone wrong: a bad value rather than a missing one. */
const wrongSettings: Partial<Record<NodeKind, Record<string, unknown>>> = {
  wait: { mode: 'duration', amount: 500, unit: 'weeks' },
  webhook: { url: 'ftp://hooks.example.com' },
  split: {
    arms: [
      { id: 'a', weight: 60 },
      { id: 'b', weight: 60 },
    ],
  },
  send_sms: { sender_id: 'not an id', text_id: someId },
  start_call: { agent_id: someId, caller_number: '020 7946 0958' },
}

const settingsChoice = fc.constantFrom('finished', 'new', 'wrong')

/** Any graph: a trigger (or none), nodes of any kind, edges between any of them by any branch. */
export const anyGraph = fc
  .record({
    withTrigger: fc.boolean(),
    kinds: fc.array(
      fc.tuple(fc.constantFrom(...nodeKinds.filter((kind) => kind !== 'trigger')), settingsChoice),
      { maxLength: 12 },
    ),
    links: fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('next', 'yes', 'no', 'a', 'b', 'ported', 'unreachable'),
      ),
      { maxLength: 24 },
    ),
    gotos: fc.array(fc.nat(), { maxLength: 12 }),
  })
  .map(({ withTrigger, kinds, links, gotos }): AutomationGraph => {
    const settingsOf = (kind: NodeKind, choice: string, index: number) => {
      if (kind === 'goto') return { target: `n${(gotos[index] ?? 0) % kinds.length}` }
      if (choice === 'new') return newNodeSettings(kind)
      return (choice === 'wrong' && wrongSettings[kind]) || finishedSettings[kind]
    }
    const nodes: GraphNode[] = kinds.map(([kind, choice], index) => ({
      id: `n${index}`,
      kind,
      position: { x: 0, y: index * 100 },
      settings: settingsOf(kind, choice, index),
    }))
    if (withTrigger)
      nodes.unshift({
        id: 'trigger',
        kind: 'trigger',
        position: { x: 0, y: -100 },
        settings: finishedSettings.trigger,
      })
    const edges = nodes.length
      ? links.map(([from, to, branch], index) => ({
          id: `e${index}`,
          source: (nodes[from % nodes.length] as GraphNode).id,
          target: (nodes[to % nodes.length] as GraphNode).id,
          branch,
        }))
      : []
    return { nodes, edges }
  })

/** A node at the origin, for graphs written out by hand in tests. */
export const flowNode = (id: string, kind: NodeKind, settings: Record<string, unknown> = {}) => ({
  id,
  kind,
  position: { x: 0, y: 0 },
  settings,
})

/** An edge named `<source>-<target>`, leaving by `branch`. */
export const flowEdge = (source: string, target: string, branch = 'next') => ({
  id: `${source}-${target}`,
  source,
  target,
  branch,
})
