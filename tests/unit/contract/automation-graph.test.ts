import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AutomationGraph,
  automationGraph,
  type GraphNode,
  type NodeKind,
} from '../../../src/contract/automation/graph'
import type { NodeContact } from '../../../src/contract/automation/nodeRequest'
import { nodeNeed } from '../../../src/contract/automation/nodeStep'
import {
  graphProblems,
  problemKey,
  problemMessage,
  publishErrors,
} from '../../../src/contract/automation/problems'
import { anyGraph } from '../support/automationGraphs'

const segmentId = '0b7e8f5c-3c3e-4d4e-9a1f-8a3c2b1d0e9f'
const senderId = '1c8f9a6d-4d4f-4e5f-8b2a-9b4d3c2e1f0a'
const textId = '2d9a0b7e-5e5a-4f6a-9c3b-0c5e4d3f2a1b'

const at = (index: number) => ({ x: 0, y: index * 100 })
const node = (id: string, kind: NodeKind, settings: Record<string, unknown> = {}): GraphNode => ({
  id,
  kind,
  position: at(0),
  settings,
})
const edge = (source: string, target: string, branch = 'next') => ({
  id: `${source}-${branch}-${target}`,
  source,
  target,
  branch,
})

const trigger = node('t', 'trigger', { event: 'segment_entered', segment_id: segmentId })
const wait = node('w', 'wait', { mode: 'duration', amount: 2, unit: 'days' })
const sms = node('s', 'send_sms', { sender_id: senderId, text_id: textId })
const end = node('e', 'end')

/** trigger → wait → send SMS → end: publishable. */
const chain: AutomationGraph = {
  nodes: [trigger, wait, sms, end],
  edges: [edge('t', 'w'), edge('w', 's'), edge('s', 'e')],
}

const codesOf = (graph: AutomationGraph) =>
  graphProblems(graph).map((problem) => [problem.code, problem.node_id, problem.setting])

describe('graphProblems', () => {
  it('finds nothing in a finished chain', () => {
    expect(graphProblems(chain)).toEqual([])
  })

  it('wants exactly one trigger', () => {
    expect(codesOf({ nodes: [end], edges: [] })).toEqual([['trigger_missing', null, undefined]])
    const second = { ...trigger, id: 't2' }
    expect(codesOf({ ...chain, nodes: [...chain.nodes, second] })).toEqual([
      ['trigger_extra', 't2', undefined],
    ])
  })

  it('names a node no path reaches', () => {
    const stray = node('x', 'end')
    expect(codesOf({ ...chain, nodes: [...chain.nodes, stray] })).toEqual([
      ['orphan_node', 'x', undefined],
    ])
  })

  it('refuses a loop without a wait and accepts one through a wait', () => {
    const tag = node('g', 'add_tag', { tag: 'vip' })
    const back = node('b', 'goto', { target: 'g' })
    const loop: AutomationGraph = {
      nodes: [trigger, tag, back],
      edges: [edge('t', 'g'), edge('g', 'b')],
    }
    expect(codesOf(loop)).toEqual([
      ['cycle_without_wait', 'g', undefined],
      ['cycle_without_wait', 'b', undefined],
    ])
    const throughWait: AutomationGraph = {
      nodes: [trigger, tag, wait, { ...back, settings: { target: 'w' } }],
      edges: [edge('t', 'w'), edge('w', 'g'), edge('g', 'b')],
    }
    expect(graphProblems(throughWait)).toEqual([])
  })

  it('wants split weights that add up to 100, and edges only by its arms', () => {
    const split = node('p', 'split', {
      arms: [
        { id: 'a', weight: 60 },
        { id: 'b', weight: 30 },
      ],
    })
    const graph: AutomationGraph = {
      nodes: [trigger, split, end],
      edges: [edge('t', 'p'), edge('p', 'e', 'a'), edge('p', 'e', 'c')],
    }
    expect(codesOf(graph)).toEqual([
      ['split_weights', 'p', 'arms'],
      ['branch_unknown', 'p', undefined],
    ])
  })

  it('tells a missing setting from a wrong one, by its path', () => {
    const hook = node('h', 'webhook', { url: 'ftp://example.com' })
    const blank = node('s', 'send_sms', { sender_id: '  ' })
    const graph: AutomationGraph = {
      nodes: [node('t', 'trigger'), blank, hook],
      edges: [edge('t', 's'), edge('s', 'h')],
    }
    expect(codesOf(graph)).toEqual([
      ['setting_missing', 't', 'event'],
      ['setting_missing', 's', 'sender_id'],
      ['setting_missing', 's', 'text_id'],
      ['setting_invalid', 'h', 'url'],
    ])
  })

  it('wants a start call’s caller number, in E.164', () => {
    const agent = { agent_id: senderId }
    const call = (id: string, settings: Record<string, unknown>) => node(id, 'start_call', settings)
    const graph: AutomationGraph = {
      nodes: [
        trigger,
        call('a', agent),
        call('b', { ...agent, caller_number: '020 7946 0958' }),
        call('c', { ...agent, caller_number: '+442079460958' }),
        end,
      ],
      edges: [edge('t', 'a'), edge('a', 'b'), edge('b', 'c'), edge('c', 'e')],
    }
    expect(codesOf(graph)).toEqual([
      ['setting_missing', 'a', 'caller_number'],
      ['setting_invalid', 'b', 'caller_number'],
    ])
    expect(publishErrors(graphProblems(graph)).errors).toEqual({
      'nodes.a.caller_number': ['The caller number field is required.'],
      'nodes.b.caller_number': [expect.stringMatching(/E\.164|international/i)],
    })
  })

  it('runs a start call with its caller number, and one published before it had one with none', () => {
    const contact = { id: 'k', phone: '+447700900123' } as NodeContact
    const context = { automationId: 'au', now: new Date(0) }
    const need = (settings: Record<string, unknown>) =>
      nodeNeed(node('c', 'start_call', settings), contact, context)
    expect(need({ agent_id: senderId, caller_number: '+442079460958' })).toEqual({
      effect: 'start_call',
      request: { to: contact.phone, agent_id: senderId, from: '+442079460958' },
    })
    expect(need({ agent_id: senderId })).toEqual({
      effect: 'start_call',
      request: { to: contact.phone, agent_id: senderId, from: null },
    })
    expect(need({ agent_id: senderId, caller_number: 'nonsense' })).toEqual({
      move: { fail: 'settings' },
    })
  })

  it('checks the branches of conditions and MNP lookups, and each branch taken once', () => {
    const condition = node('c', 'condition', {
      rule: { field: 'tags', operator: 'has_any', value: ['vip'] },
    })
    const mnp = node('m', 'mnp_lookup')
    const graph: AutomationGraph = {
      nodes: [trigger, condition, mnp, end],
      edges: [
        edge('t', 'c'),
        edge('c', 'm', 'yes'),
        edge('c', 'e', 'no'),
        edge('m', 'e', 'ported'),
        { ...edge('m', 'e', 'ported'), id: 'again' },
        edge('m', 'e', 'yes'),
      ],
    }
    expect(codesOf(graph)).toEqual([
      ['branch_taken_twice', 'm', undefined],
      ['branch_unknown', 'm', undefined],
    ])
  })

  it('refuses a go-to to nowhere and anything leading into the trigger', () => {
    const nowhere = node('n', 'goto', { target: 'missing' })
    const home = node('h', 'goto', { target: 't' })
    const graph: AutomationGraph = {
      nodes: [trigger, wait, nowhere, home],
      edges: [edge('t', 'w'), edge('w', 'n'), edge('w', 'h'), edge('w', 't')],
    }
    const codes = codesOf(graph)
    expect(codes).toContainEqual(['goto_target_unknown', 'n', 'target'])
    expect(codes).toContainEqual(['edge_into_trigger', 'h', 'target'])
    expect(codes).toContainEqual(['edge_into_trigger', 'w', undefined])
  })
})

describe('publishErrors', () => {
  it('puts each message on its node and setting, or on the graph', () => {
    const graph: AutomationGraph = {
      nodes: [node('s', 'send_sms', { sender_id: senderId })],
      edges: [],
    }
    const body = publishErrors(graphProblems(graph))
    expect(body.errors).toEqual({
      graph: ["The automation needs a trigger: what starts a contact's journey."],
      'nodes.s.text_id': ['The text field is required.'],
    })
    expect(body.message).toContain('(and 1 more error)')
  })

  it('says the problems in Arabic and Persian too', () => {
    const [problem] = graphProblems({ nodes: [], edges: [] })
    if (!problem) throw new Error('expected a problem')
    expect(problemMessage(problem, 'ar')).toContain('مشغّل')
    expect(problemMessage(problem, 'fa')).toContain('محرک')
  })
})

describe('the graph schema', () => {
  it('refuses duplicate ids and edges to unknown nodes, not unfinished settings', () => {
    const parsed = automationGraph.safeParse({
      nodes: [node('a', 'end'), node('a', 'send_sms')],
      edges: [edge('a', 'zz')],
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'nodes.1.id',
      'edges.0.target',
    ])
    expect(automationGraph.safeParse({ nodes: [node('a', 'send_sms')], edges: [] }).success).toBe(
      true,
    )
  })
})

// Properties: generated graphs, compared with plain definitions.

/** Where a contact can go from a node in one step. */
function stepsOf(graph: AutomationGraph) {
  const steps = new Map<string, Set<string>>(graph.nodes.map((item) => [item.id, new Set()]))
  for (const item of graph.edges) steps.get(item.source)?.add(item.target)
  for (const item of graph.nodes)
    if (item.kind === 'goto' && typeof item.settings.target === 'string')
      steps.get(item.id)?.add(item.settings.target)
  return steps
}

/** Plain definition: a node loops without a wait when it reaches itself through non-waits. */
function loopsWithoutWait(graph: AutomationGraph, start: GraphNode): boolean {
  if (start.kind === 'wait') return false
  const steps = stepsOf(graph)
  const kindOf = new Map(graph.nodes.map((item) => [item.id, item.kind]))
  const seen = new Set<string>()
  const pending = [...(steps.get(start.id) ?? [])]
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (current === start.id) return true
    if (seen.has(current) || kindOf.get(current) === 'wait' || !kindOf.has(current)) continue
    seen.add(current)
    pending.push(...(steps.get(current) ?? []))
  }
  return false
}

function reachedFromTriggers(graph: AutomationGraph): Set<string> {
  const steps = stepsOf(graph)
  const reached = new Set(graph.nodes.filter((item) => item.kind === 'trigger').map((n) => n.id))
  const pending = [...reached]
  for (let current = pending.pop(); current !== undefined; current = pending.pop())
    for (const next of steps.get(current) ?? [])
      if (!reached.has(next)) {
        reached.add(next)
        pending.push(next)
      }
  return reached
}

const flagged = (graph: AutomationGraph, code: string) =>
  new Set(
    graphProblems(graph)
      .filter((problem) => problem.code === code)
      .map((problem) => problem.node_id),
  )

describe('graphProblems, on generated graphs', () => {
  it('flags exactly the nodes on a loop that passes no wait', () => {
    fc.assert(
      fc.property(anyGraph, (graph) => {
        const expected = graph.nodes.filter((item) => loopsWithoutWait(graph, item))
        expect(flagged(graph, 'cycle_without_wait')).toEqual(
          new Set(expected.map((item) => item.id)),
        )
      }),
    )
  })

  it('flags exactly the nodes no trigger reaches, when there is a trigger', () => {
    fc.assert(
      fc.property(anyGraph, (graph) => {
        const hasTrigger = graph.nodes.some((item) => item.kind === 'trigger')
        const reached = reachedFromTriggers(graph)
        const expected = hasTrigger
          ? graph.nodes.filter((item) => !reached.has(item.id)).map((item) => item.id)
          : []
        expect(flagged(graph, 'orphan_node')).toEqual(new Set(expected))
      }),
    )
  })

  it('flags a split exactly when its weights do not add up to 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 2, maxLength: 10 }),
        (weights) => {
          const split = node('p', 'split', {
            arms: weights.map((weight, index) => ({ id: `arm${index}`, weight })),
          })
          const graph: AutomationGraph = { nodes: [trigger, split], edges: [edge('t', 'p')] }
          const sum = weights.reduce((total, weight) => total + weight, 0)
          expect(flagged(graph, 'split_weights').has('p')).toBe(sum !== 100)
        },
      ),
    )
  })

  it('lands every message on the graph or on a node of the graph', () => {
    fc.assert(
      fc.property(anyGraph, (graph) => {
        const ids = new Set(graph.nodes.map((item) => item.id))
        for (const problem of graphProblems(graph)) {
          const key = problemKey(problem)
          expect(key === 'graph' || ids.has(key.split('.')[1] ?? '')).toBe(true)
        }
        const body = publishErrors(graphProblems(graph))
        expect(Object.keys(body.errors).length > 0).toBe(graphProblems(graph).length > 0)
      }),
    )
  })

  it('finds nothing in any chain of finished nodes from a trigger to an end', () => {
    const finished: GraphNode[] = [wait, sms, node('g', 'add_tag', { tag: 'vip' })]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...finished), { maxLength: 8 }), (middle) => {
        const nodes = [trigger, ...middle.map((item, index) => ({ ...item, id: `m${index}` })), end]
        const edges = nodes
          .slice(1)
          .map((item, index) => edge((nodes[index] as GraphNode).id, item.id))
        expect(graphProblems({ nodes, edges })).toEqual([])
      }),
    )
  })
})
