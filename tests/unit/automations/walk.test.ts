import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { StubReply } from '../../../src/contract/automation/testRun'
import { type StubCall, type WalkContact, walkGraph } from '../../../src/contract/automation/walk'
import { anyGraph, flowEdge, flowNode } from '../support/automationGraphs'

const someId = '0b7e8f5c-3c3e-4d4e-9a1f-8a3c2b1d0e9f'
const now = new Date('2026-03-10T12:00:00.000Z')
/** What every walk here is given besides its stubs: no custom fields. */
const base = { now, automationId: 'a1', fields: new Map() }

const contact = (overrides: Partial<WalkContact> = {}): WalkContact => ({
  id: 'c1',
  phone: '+15550100001',
  first_name: 'Ada',
  last_name: null,
  email: 'ada@example.com',
  country: 'US',
  network: null,
  status: 'active',
  source: 'manual',
  tags: [],
  custom_fields: {},
  created_at: null,
  updated_at: null,
  last_contacted_at: null,
  engagements: [],
  ...overrides,
})

const sent: StubReply = { ok: true, branch: null, answer: { status: 'queued' } }
const recording = (reply: (call: StubCall) => StubReply = () => sent) => {
  const calls: StubCall[] = []
  return {
    calls,
    answer: (call: StubCall) => {
      calls.push(call)
      return reply(call)
    },
  }
}

/** trigger → wait → condition (vip?) yes: send SMS → mnp → end; no: add tag → go to condition. */
const flow: AutomationGraph = {
  nodes: [
    flowNode('t', 'trigger', { event: 'segment_entered', segment_id: someId }),
    flowNode('w', 'wait', { mode: 'duration', amount: 2, unit: 'days' }),
    flowNode('c', 'condition', { rule: { field: 'tags', operator: 'has_any', value: ['vip'] } }),
    flowNode('s', 'send_sms', { sender_id: someId, text_id: someId }),
    flowNode('m', 'mnp_lookup'),
    flowNode('e', 'end'),
    flowNode('g', 'add_tag', { tag: 'vip' }),
    flowNode('back', 'goto', { target: 'w' }),
  ],
  edges: [
    flowEdge('t', 'w'),
    flowEdge('w', 'c'),
    flowEdge('c', 's', 'yes'),
    flowEdge('c', 'g', 'no'),
    flowEdge('s', 'm'),
    flowEdge('m', 'e', 'not_ported'),
    flowEdge('g', 'back'),
  ],
}

describe('walkGraph', () => {
  it('walks each kind: waits skipped, a tag changes the next condition, go-to jumps, stubs answer', () => {
    const stubs = recording((call) =>
      call.kind === 'mnp_lookup' ? { ok: true, branch: 'not_ported', answer: {} } : sent,
    )
    const walk = walkGraph(flow, contact(), { answer: stubs.answer, ...base })
    expect(walk.ended).toBe('end')
    expect(walk.steps.map((step) => `${step.node_id}:${step.branch}`)).toEqual([
      't:next',
      'w:next',
      'c:no',
      'g:next',
      'back:null',
      'w:next',
      'c:yes',
      's:next',
      'm:not_ported',
      'e:null',
    ])
    expect(walk.steps[1]?.detail).toEqual({ mode: 'duration', amount: 2, unit: 'days' })
    expect(walk.steps[7]?.request).toEqual({
      to: '+15550100001',
      sender_id: someId,
      text_id: someId,
    })
    expect(stubs.calls.map((call) => call.kind)).toEqual(['send_sms', 'mnp_lookup'])
  })

  it('stops at a failed stub, at a branch with no edge, and at the step limit of a loop', () => {
    const refused = walkGraph(flow, contact({ tags: ['vip'] }), {
      answer: () => ({ ok: false, branch: null, answer: { error: 'refused' } }),
      ...base,
    })
    expect(refused.ended).toBe('failed')
    expect(refused.steps.at(-1)).toMatchObject({ node_id: 's', outcome: 'failed', failure: 'stub' })

    const ported = walkGraph(flow, contact({ tags: ['vip'] }), {
      answer: (call) =>
        call.kind === 'mnp_lookup' ? { ok: true, branch: 'ported', answer: {} } : sent,
      ...base,
    })
    expect(ported).toMatchObject({ ended: 'no_edge' })
    expect(ported.steps.at(-1)).toMatchObject({ node_id: 'm', branch: 'ported', edge_id: null })

    const loop: AutomationGraph = {
      nodes: [
        flowNode('t', 'trigger', { event: 'segment_entered', segment_id: someId }),
        flowNode('w', 'wait', { mode: 'duration', amount: 1, unit: 'hours' }),
        flowNode('back', 'goto', { target: 'w' }),
      ],
      edges: [flowEdge('t', 'w'), flowEdge('w', 'back')],
    }
    const looped = walkGraph(loop, contact(), { answer: () => sent, ...base, maxSteps: 9 })
    expect(looped.ended).toBe('step_limit')
    expect(looped.steps).toHaveLength(9)
  })

  it('fails a node whose settings are unfinished, and walks nothing without one trigger', () => {
    const draft: AutomationGraph = {
      nodes: [flowNode('t', 'trigger', { event: 'tag_added', tag: 'x' }), flowNode('h', 'webhook')],
      edges: [flowEdge('t', 'h')],
    }
    const walk = walkGraph(draft, contact(), { answer: () => sent, ...base })
    expect(walk.steps.at(-1)).toMatchObject({
      node_id: 'h',
      outcome: 'failed',
      failure: 'settings',
    })
    expect(walkGraph({ nodes: [], edges: [] }, contact(), { answer: () => sent, ...base })).toEqual(
      {
        steps: [],
        ended: 'no_trigger',
      },
    )
  })

  it('on any graph: ends within the limit, follows only the graph, asks stubs only for stubbed kinds, is deterministic', () => {
    const stubbed = new Set(['send_sms', 'send_email', 'start_call', 'webhook', 'mnp_lookup'])
    fc.assert(
      fc.property(
        anyGraph,
        fc.string({ maxLength: 8 }),
        fc.array(fc.constantFrom('vip', 'lead'), { maxLength: 2 }),
        fc.constantFrom('ported', 'not_ported', 'unreachable' as const),
        fc.boolean(),
        (graph, id, tags, branch, ok) => {
          const stubs = recording(() => ({ ok, branch, answer: {} }))
          const walker = contact({ id, tags })
          const walk = walkGraph(graph, walker, { answer: stubs.answer, ...base, maxSteps: 50 })
          expect(walk.steps.length).toBeLessThanOrEqual(50)
          expect(walker.tags).toEqual(tags)
          expect(
            walkGraph(graph, walker, {
              answer: () => ({ ok, branch, answer: {} }),
              ...base,
              maxSteps: 50,
            }),
          ).toEqual(walk)
          const nodes = new Map(graph.nodes.map((each) => [each.id, each]))
          for (const [index, step] of walk.steps.entries()) {
            const next = walk.steps[index + 1]
            if (step.edge_id !== null) {
              const taken = graph.edges.find((each) => each.id === step.edge_id)
              expect(taken).toMatchObject({ source: step.node_id, branch: step.branch })
              if (next) expect(next.node_id).toBe(taken?.target)
            } else if (next) {
              expect(step.kind).toBe('goto')
              expect(next.node_id).toBe(nodes.get(step.node_id)?.settings.target)
            }
          }
          expect(stubs.calls.every((call) => stubbed.has(call.node.kind))).toBe(true)
          if (walk.ended === 'failed') expect(walk.steps.at(-1)?.outcome).toBe('failed')
          else expect(walk.steps.every((step) => step.outcome === 'completed')).toBe(true)
        },
      ),
    )
  })
})
