import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  graphReferences,
  problemMessage,
  referenceProblems,
} from '../../../src/contract/automation/problems'
import { anyGraph } from '../support/automationGraphs'

describe('the records a graph names', () => {
  it('lists each filled id setting with its kind; a deleted one is a problem on that setting', () => {
    const graph = {
      nodes: [
        {
          id: 't',
          kind: 'trigger' as const,
          position: { x: 0, y: 0 },
          settings: { event: 'feed_joined', feed_id: 'f-1' },
        },
        {
          id: 's',
          kind: 'send_sms' as const,
          position: { x: 0, y: 0 },
          settings: { sender_id: 'x-1', text_id: '' },
        },
        {
          id: 'c',
          kind: 'start_call' as const,
          position: { x: 0, y: 0 },
          settings: { agent_id: 'a-1' },
        },
      ],
      edges: [],
    }
    expect(graphReferences(graph)).toEqual([
      { node_id: 't', setting: 'feed_id', kind: 'feed', id: 'f-1' },
      { node_id: 's', setting: 'sender_id', kind: 'sender', id: 'x-1' },
      { node_id: 'c', setting: 'agent_id', kind: 'agent', id: 'a-1' },
    ])
    const problems = referenceProblems(graph, (reference) => reference.kind !== 'agent')
    expect(problems).toEqual([{ code: 'reference_deleted', node_id: 'c', setting: 'agent_id' }])
    expect(problemMessage(problems[0] as (typeof problems)[0])).toBe(
      'The record this names was deleted: choose another.',
    )
  })

  it('finds none missing when every record exists, one per reference when none does', () => {
    fc.assert(
      fc.property(anyGraph, (graph) => {
        expect(referenceProblems(graph, () => true)).toEqual([])
        expect(referenceProblems(graph, () => false)).toHaveLength(graphReferences(graph).length)
      }),
    )
  })
})
