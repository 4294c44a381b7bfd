import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { journalReplayMachine } from '../../../src/machines/journalReplay'
import { type ChartGraph, chartGraph, type GraphNode } from '../../../src/services/statechart/graph'
import {
  activeStateIds,
  highlightOf,
  noHighlight,
} from '../../../src/services/statechart/highlight'
import type { Box } from '../../../src/services/statechart/layout'
import { chartOf } from '../../../src/services/statechart/structure'
import { fixtureMachine } from '../../machines/support/fixtureMachine'

const chart = chartOf(fixtureMachine)
const graph = chartGraph(chart, noHighlight)
const node = (g: ChartGraph, id: string) => g.nodes.find((candidate) => candidate.id === id)

/** A node's box on the page: its parents' offsets added up. */
function absolute(g: ChartGraph, target: GraphNode): Box {
  let { x, y } = target.box
  for (let parent = target.parentId; parent; ) {
    const holder = node(g, parent) as GraphNode
    x += holder.box.x
    y += holder.box.y
    parent = holder.parentId
  }
  return { ...target.box, x, y }
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('the chart graph of a machine definition', () => {
  it('has a node per state, parents first, compound and parallel states as groups', () => {
    expect(graph.nodes.map((n) => [n.id, n.parentId, n.type, n.isGroup])).toEqual([
      ['fixture', null, 'compound', true],
      ['fixture.idle', 'fixture', 'atomic', false],
      ['fixture.refused', 'fixture', 'atomic', false],
      ['fixture.busy', 'fixture', 'parallel', true],
      ['fixture.busy.light', 'fixture.busy', 'compound', true],
      ['fixture.busy.light.off', 'fixture.busy.light', 'atomic', false],
      ['fixture.busy.light.on', 'fixture.busy.light', 'atomic', false],
      ['fixture.busy.sound', 'fixture.busy', 'compound', true],
      ['fixture.busy.sound.quiet', 'fixture.busy.sound', 'atomic', false],
    ])
    expect(node(graph, 'fixture.busy.light')?.isRegion).toBe(true)
    expect(node(graph, 'fixture.idle')?.isInitial).toBe(true)
    expect(node(graph, 'fixture.refused')?.isInitial).toBe(false)
  })

  it('has an edge per transition target, guards and delays in the labels', () => {
    expect(graph.edges.map((e) => [e.source, e.target, e.label, e.kind, e.isGuarded])).toEqual([
      ['fixture.idle', 'fixture.busy', 'fixture.go [isReady]', 'event', true],
      ['fixture.idle', 'fixture.refused', 'fixture.go / countAttempt', 'event', false],
      ['fixture.refused', 'fixture.idle', 'fixture.back', 'event', false],
      ['fixture.busy', 'fixture.idle', 'after settle (250 ms)', 'delayed', false],
      ['fixture.busy.light.off', 'fixture.busy.light.on', 'fixture.toggle', 'event', false],
    ])
  })

  it('draws transitions that stay in their state inside it, not as arrows', () => {
    const counter = setup({
      types: { events: {} as { type: 'count' } | { type: 'go' } },
    }).createMachine({
      id: 'counter',
      initial: 'on',
      on: { count: { actions: [] } },
      states: { on: { on: { go: { target: 'on', reenter: true } } } },
    })
    const drawn = chartGraph(chartOf(counter), noHighlight)
    expect(drawn.edges).toEqual([])
    expect(node(drawn, 'counter')?.lines).toEqual(['↻ count'])
    expect(node(drawn, 'counter.on')?.lines).toEqual(['↻ go'])
  })

  it('lays states out inside their groups without overlaps, the same every time', () => {
    for (const child of graph.nodes.filter((n) => n.parentId)) {
      const parent = node(graph, child.parentId as string) as GraphNode
      expect(inside(absolute(graph, child), absolute(graph, parent)), child.id).toBe(true)
    }
    const parents = new Set(graph.nodes.map((n) => n.parentId))
    for (const parent of parents) {
      const group = graph.nodes.filter((n) => n.parentId === parent)
      for (const [index, a] of group.entries()) {
        for (const b of group.slice(index + 1))
          expect(overlap(a.box, b.box), `${a.id} ${b.id}`).toBe(false)
      }
    }
    expect(chartGraph(chart, noHighlight)).toEqual(graph)
  })

  it('puts the initial state first and each state a column after the one leading to it', () => {
    const x = (id: string) => node(graph, id)?.box.x ?? Number.NaN
    expect(x('fixture.idle')).toBeLessThan(x('fixture.busy'))
    expect(x('fixture.busy')).toBe(x('fixture.refused'))
    expect(x('fixture.busy.light.off')).toBeLessThan(x('fixture.busy.light.on'))
    // Parallel regions are stacked.
    expect(node(graph, 'fixture.busy.sound')?.box.y).toBeGreaterThan(
      node(graph, 'fixture.busy.light')?.box.y ?? Number.POSITIVE_INFINITY,
    )
  })
})

describe('the highlight of a journal step', () => {
  it('activates each state named by a value, with its ancestors and regions', () => {
    expect([...activeStateIds(chart, { busy: { light: 'on', sound: 'quiet' } })].sort()).toEqual([
      'fixture',
      'fixture.busy',
      'fixture.busy.light',
      'fixture.busy.light.on',
      'fixture.busy.sound',
      'fixture.busy.sound.quiet',
    ])
    expect([...activeStateIds(chart, null)]).toEqual([])
  })

  it('marks the states before and after, and the branch the guards took', () => {
    const highlight = highlightOf(chart, {
      before: 'idle',
      after: { busy: { light: 'off', sound: 'quiet' } },
      eventType: 'fixture.go',
    })
    const marked = chartGraph(chart, highlight)
    expect(node(marked, 'fixture.idle')?.mark).toBe('before')
    expect(node(marked, 'fixture.busy.light.off')?.mark).toBe('after')
    expect(node(marked, 'fixture')?.mark).toBe('both')
    expect(node(marked, 'fixture.refused')?.mark).toBe(null)
    expect(marked.edges.filter((e) => e.isTaken).map((e) => e.label)).toEqual([
      'fixture.go [isReady]',
    ])
  })

  it('marks a delayed transition by its event', () => {
    const highlight = highlightOf(chart, {
      before: { busy: { light: 'on', sound: 'quiet' } },
      after: 'idle',
      eventType: 'xstate.after.settle.fixture.busy',
    })
    expect([...highlight.taken].map((index) => chart.transitions[index]?.kind)).toEqual(['delayed'])
  })

  it('follows a transition through a transient state to where the machine rests', () => {
    const replayChart = chartOf(journalReplayMachine)
    const highlight = highlightOf(replayChart, {
      before: 'first',
      after: 'middle',
      eventType: 'replay.next',
    })
    const taken = [...highlight.taken].map((index) => replayChart.transitions[index])
    expect(taken.map((t) => [t?.kind, t?.event, t?.targets])).toEqual([
      ['event', 'replay.next', ['journalReplay.locating']],
      ['eventless', '', ['journalReplay.middle']],
    ])
  })

  it('marks a first event (no state before) with the state after only', () => {
    const highlight = highlightOf(chart, { before: null, after: 'idle', eventType: 'xstate.init' })
    expect([...highlight.before]).toEqual([])
    expect([...highlight.after]).toEqual(['fixture', 'fixture.idle'])
    expect(highlight.taken.size).toBe(0)
  })
})
