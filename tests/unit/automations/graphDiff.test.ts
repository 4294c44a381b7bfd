import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { graphDiff, isEmptyDiff, sameValue } from '../../../src/contract/automation/diff'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import { graphOf } from '../../support/automationGraph'
import { anyGraph } from '../support/automationGraphs'

const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id)

const v1: AutomationGraph = graphOf(
  [
    ['t', 'trigger', { event: 'tag_added', tag: 'a' }],
    ['w', 'wait', { mode: 'duration', amount: 1, unit: 'days' }],
    ['x', 'add_tag', { tag: 'old' }],
    ['e', 'end'],
  ],
  [
    ['t', 'w'],
    ['w', 'x'],
    ['x', 'e'],
  ],
)

describe('graphDiff', () => {
  it('names the nodes added, removed and changed, and what changed in each', () => {
    const v2: AutomationGraph = {
      nodes: [
        // Moved and its keys reordered: the same node.
        {
          id: 't',
          kind: 'trigger',
          position: { x: 40, y: 0 },
          settings: { tag: 'a', event: 'tag_added' },
        },
        {
          id: 'w',
          kind: 'wait',
          position: { x: 0, y: 100 },
          settings: { mode: 'duration', amount: 2, unit: 'days' },
        },
        { id: 's', kind: 'send_email', position: { x: 0, y: 200 }, settings: {} },
        { id: 'e', kind: 'end', position: { x: 0, y: 300 }, settings: {} },
      ],
      edges: [
        { id: 'renamed', source: 't', target: 'w', branch: 'next' },
        { id: 'w-s', source: 'w', target: 's', branch: 'next' },
        { id: 's-e', source: 's', target: 'e', branch: 'next' },
      ],
    }
    const diff = graphDiff(v1, v2)
    expect(ids(diff.added)).toEqual(['s'])
    expect(ids(diff.removed)).toEqual(['x'])
    expect(diff.changed.map(({ after, changes }) => [after.id, changes])).toEqual([
      ['w', ['settings', 'connections']],
    ])
    expect(isEmptyDiff(diff)).toBe(false)
  })

  it('sees a node whose kind changed under the same id', () => {
    const v2 = {
      ...v1,
      nodes: v1.nodes.map((node) =>
        node.id === 'x' ? { ...node, kind: 'remove_tag' as const } : node,
      ),
    }
    expect(graphDiff(v1, v2).changed.map((change) => change.changes)).toEqual([['kind']])
  })

  it('finds nothing between a graph and itself', () => {
    fc.assert(fc.property(anyGraph, (graph) => isEmptyDiff(graphDiff(graph, graph))))
  })

  it('reads backwards as the opposite: added ⇔ removed, the same nodes changed', () => {
    fc.assert(
      fc.property(anyGraph, anyGraph, (a, b) => {
        const forth = graphDiff(a, b)
        const back = graphDiff(b, a)
        expect(ids(forth.added).sort()).toEqual(ids(back.removed).sort())
        expect(ids(forth.removed).sort()).toEqual(ids(back.added).sort())
        expect(forth.changed.map((c) => c.after.id).sort()).toEqual(
          back.changed.map((c) => c.before.id).sort(),
        )
      }),
    )
  })

  it('accounts for every node once: kept + added = after, kept + removed = before', () => {
    fc.assert(
      fc.property(anyGraph, anyGraph, (a, b) => {
        const diff = graphDiff(a, b)
        const kept = a.nodes.filter((node) => b.nodes.some((other) => other.id === node.id))
        expect(kept.length + diff.added.length).toBe(b.nodes.length)
        expect(kept.length + diff.removed.length).toBe(a.nodes.length)
        expect(diff.changed.length).toBeLessThanOrEqual(kept.length)
      }),
    )
  })
})

describe('sameValue', () => {
  it('ignores key order and absent keys, not array order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameValue([1, 2], [2, 1])).toBe(false)
    expect(sameValue({ a: null }, { a: 0 })).toBe(false)
    expect(sameValue('1', 1)).toBe(false)
  })
})
