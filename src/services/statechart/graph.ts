import type { ChartHighlight } from './highlight'
import { type Box, layoutChart } from './layout'
import {
  type Chart,
  type ChartState,
  type ChartStateType,
  type ChartTransition,
  statesOf,
} from './structure'

/**
 * A machine's chart as a graph to draw: states as boxes (compound and parallel states are groups
 * holding their children) and transitions as labelled arrows. Plain data, drawn by the audit
 * screens with @xyflow/react and read as text by their text alternative.
 */

export type StateMark = 'before' | 'after' | 'both' | null

export interface GraphNode {
  id: string
  /** The group it is drawn in; null for the machine itself. */
  parentId: string | null
  label: string
  type: ChartStateType
  /** A group: a compound or parallel state, or the machine. */
  isGroup: boolean
  /** A region of a parallel state. */
  isRegion: boolean
  /** Its parent enters it first. */
  isInitial: boolean
  /** Transitions that stay in the state (actions only, or re-entering it). */
  lines: string[]
  box: Box
  mark: StateMark
}

export interface GraphEdge {
  id: string
  source: string
  target: string
  /** What sets it off (event or delay, and guard): short enough to draw on the arrow. */
  trigger: string
  /** The trigger and the actions, for the text alternative. */
  label: string
  kind: ChartTransition['kind']
  isGuarded: boolean
  /** Index into `chart.transitions`. */
  transition: number
  isTaken: boolean
}

export interface ChartGraph {
  nodes: GraphNode[]
  edges: GraphEdge[]
}

/** What sets a transition off: `fixture.go [isReady]`, `after settle (250 ms)`, `always`. */
export function transitionTrigger(transition: ChartTransition): string {
  const trigger =
    transition.kind === 'delayed'
      ? `after ${transition.delay ?? 'a delay'}`
      : transition.kind === 'eventless'
        ? 'always'
        : transition.event
  return transition.guard ? `${trigger} [${transition.guard}]` : trigger
}

/** The trigger and what the transition does: `fixture.go / countAttempt`. */
export function transitionLabel(transition: ChartTransition): string {
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : ''
  return `${transitionTrigger(transition)}${actions}`
}

/** A transition that leaves the machine where it was: drawn inside its state, not as an arrow. */
const staysIn = (transition: ChartTransition) =>
  transition.targets.length === 0 ||
  transition.targets.every((target) => target === transition.source)

export function markOf(highlight: ChartHighlight, id: string): StateMark {
  const before = highlight.before.has(id)
  const after = highlight.after.has(id)
  if (before && after) return 'both'
  return before ? 'before' : after ? 'after' : null
}

export function chartGraph(chart: Chart, highlight: ChartHighlight): ChartGraph {
  const staying = new Map<string, string[]>()
  for (const transition of chart.transitions) {
    if (!staysIn(transition)) continue
    const lines = staying.get(transition.source) ?? []
    lines.push(`↻ ${transitionLabel(transition)}`)
    staying.set(transition.source, lines)
  }
  const linesOf = (state: ChartState) => staying.get(state.id) ?? []
  const boxes = layoutChart(chart, { linesOf })

  const parents = new Map<string, ChartState>()
  for (const state of statesOf(chart)) {
    for (const child of state.children) parents.set(child.id, state)
  }
  // Parents before children, as the drawing needs them.
  const nodes = statesOf(chart).map((state): GraphNode => {
    const parent = parents.get(state.id)
    return {
      id: state.id,
      parentId: parent?.id ?? null,
      label: state.path.at(-1) ?? chart.machine,
      type: state.type,
      isGroup: state.children.length > 0,
      isRegion: parent?.type === 'parallel',
      isInitial: parent?.initial === state.id,
      lines: linesOf(state),
      box: boxes.get(state.id) as Box,
      mark: markOf(highlight, state.id),
    }
  })

  const edges = chart.transitions.flatMap((transition, index) =>
    staysIn(transition)
      ? []
      : transition.targets.map(
          (target, targetIndex): GraphEdge => ({
            id: `t${index}-${targetIndex}`,
            source: transition.source,
            target,
            trigger: transitionTrigger(transition),
            label: transitionLabel(transition),
            kind: transition.kind,
            isGuarded: transition.guard !== null,
            transition: index,
            isTaken: highlight.taken.has(index),
          }),
        ),
  )
  return { nodes, edges }
}
