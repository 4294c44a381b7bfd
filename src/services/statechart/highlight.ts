import type { JournalStateValue } from '../journal/entry'
import type { Chart, ChartState, ChartTransition } from './structure'

/**
 * What a journal step marks on its machine's chart: the states active before the event, those
 * active after it, and the transitions the event most likely took.
 */
export interface ChartHighlight {
  before: ReadonlySet<string>
  after: ReadonlySet<string>
  /** Indexes into `chart.transitions`. */
  taken: ReadonlySet<number>
}

export const noHighlight: ChartHighlight = { before: new Set(), after: new Set(), taken: new Set() }

/** The ids of the states a state value makes active: the machine, each named state, its regions. */
export function activeStateIds(chart: Chart, value: JournalStateValue | null): Set<string> {
  const active = new Set<string>()
  if (value === null) return active
  const walk = (state: ChartState, below: JournalStateValue) => {
    active.add(state.id)
    if (typeof below === 'string') {
      const child = state.children.find((candidate) => candidate.key === below)
      if (child) active.add(child.id)
      return
    }
    for (const [key, childValue] of Object.entries(below)) {
      const child = state.children.find((candidate) => candidate.key === key)
      if (child) walk(child, childValue)
    }
  }
  walk(chart.root, value)
  return active
}

/** Targets through transient states (`always` only): where the machine really came to rest. */
function restingTargets(chart: Chart, transition: ChartTransition, after: ReadonlySet<string>) {
  const eventless = (source: string) =>
    chart.transitions
      .map((candidate, index) => ({ candidate, index }))
      .filter(({ candidate }) => candidate.kind === 'eventless' && candidate.source === source)
  const through: number[] = []
  const reaches = transition.targets.some((target) => {
    if (after.has(target)) return true
    const onward = eventless(target).find(({ candidate }) =>
      candidate.targets.some((next) => after.has(next)),
    )
    if (onward) through.push(onward.index)
    return onward !== undefined
  })
  return { reaches, through }
}

/**
 * The chart's marks for one step: `before` is null for an actor's first event. A transition is
 * marked taken when its state was active, its event is the step's, and it leads where the
 * machine came to rest (or nowhere, for one that only runs actions); among a guarded choice,
 * that picks the branch the guards chose.
 */
export function highlightOf(
  chart: Chart,
  step: { before: JournalStateValue | null; after: JournalStateValue; eventType: string },
): ChartHighlight {
  const before = activeStateIds(chart, step.before)
  const after = activeStateIds(chart, step.after)
  const taken = new Set<number>()
  chart.transitions.forEach((transition, index) => {
    if (transition.kind === 'eventless' || transition.event !== step.eventType) return
    if (!before.has(transition.source)) return
    if (transition.targets.length === 0) {
      taken.add(index)
      return
    }
    const { reaches, through } = restingTargets(chart, transition, after)
    if (!reaches) return
    taken.add(index)
    for (const onward of through) taken.add(onward)
  })
  return { before, after, taken }
}
