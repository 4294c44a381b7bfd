import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph'

/**
 * Model-based testing on `xstate/graph`, shared by the Vitest and Playwright model tests. Pure:
 * no test runner is imported here.
 */

/** A readable state key: the active leaf state paths, e.g. `delivery.sending + feed.none`. */
export function stateKeyOf(snapshot: AnyMachineSnapshot): string {
  const leaves: string[] = []
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') {
      leaves.push(prefix + value)
      return
    }
    for (const [region, child] of Object.entries(value as Record<string, unknown>)) {
      walk(child, `${prefix}${region}.`)
    }
  }
  walk(snapshot.value, '')
  return leaves.join(' + ')
}

/** An event's key: its type plus any payload, so guarded variants stay apart. */
export function eventKeyOf(event: EventObject): string {
  const { type, ...payload } = event
  return Object.keys(payload).length === 0 ? type : `${type} ${JSON.stringify(payload)}`
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Every event the model may send, with the payload variants that choose between guards. */
  events: EventFromLogic<TMachine>[]
  /** Overrides the state key when context matters to behaviour (default: `stateKeyOf`). */
  stateKey?: (snapshot: AnyMachineSnapshot) => string
  input?: unknown
}

export interface ModelStep {
  event: EventObject
  /** The state key before the event. */
  from: string
  /** The state key after the event. */
  to: string
}

export interface ModelPath {
  description: string
  steps: ModelStep[]
}

/** The events of the machine's delayed transitions (`after`), which a model test fires by time. */
export function delayedEvents(machine: AnyStateMachine): EventObject[] {
  return machine.events
    .filter((type: string) => type.startsWith('xstate.after.'))
    .map((type: string) => ({ type }))
}

function traversal<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
) {
  const key = options.stateKey ?? stateKeyOf
  const events = [...options.events, ...delayedEvents(machine)] as EventFromLogic<TMachine>[]
  return {
    key,
    config: {
      events,
      serializeState: (snapshot: AnyMachineSnapshot) => key(snapshot),
      ...(options.input === undefined ? {} : { input: options.input }),
    },
  }
}

export interface ModelGraph {
  states: string[]
  /** Transitions the machine really takes: `from --event--> to`, unhandled events left out. */
  transitions: ModelStep[]
  paths: ModelPath[]
}

export const transitionId = (step: ModelStep) =>
  `${step.from} --${eventKeyOf(step.event)}--> ${step.to}`

/**
 * The states and real transitions of a machine (from its adjacency map), and one path per
 * transition: the shortest way to the transition's source state, then the transition.
 */
export function modelGraph<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelGraph {
  const { key, config } = traversal(machine, options)
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's option types do not follow provide()
  const adjacency = getAdjacencyMap(machine, config as any)
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const shortest = getShortestPaths(machine, config as any)
  const approach = new Map<string, ModelStep[]>()
  for (const path of shortest) approach.set(key(path.state), stepsOfPath(path, key))

  const transitions: ModelStep[] = []
  for (const [from, node] of Object.entries(adjacency)) {
    const edges = Object.values(node.transitions) as { event: EventObject; state: unknown }[]
    for (const { event, state } of edges) {
      if (!(node.state as AnyMachineSnapshot).can(event)) continue
      transitions.push({ event, from, to: key(state as AnyMachineSnapshot) })
    }
  }

  const paths = transitions.map((transition) => {
    const steps = [...(approach.get(transition.from) ?? []), transition]
    return { description: describePath(steps), steps }
  })
  return { states: Object.keys(adjacency), transitions, paths }
}

/**
 * Fewer, longer paths that still take every transition once: from where the walk stands, the
 * next untaken transition out of it, else the shortest way to the nearest state that has one;
 * a path ends at `maxSteps` or where nothing untaken is reachable, and the next starts again
 * from the initial state. For walks whose setup is dear (a browser, a sign-in), where one path
 * per transition would repeat the same approach and setup dozens of times.
 */
export function transitionCover(graph: ModelGraph, maxSteps: number): ModelPath[] {
  const [initial = ''] = graph.states
  const untaken = new Set(graph.transitions.map(transitionId))
  const outOf = new Map<string, ModelStep[]>()
  for (const step of graph.transitions) {
    outOf.set(step.from, [...(outOf.get(step.from) ?? []), step])
  }
  const untakenOutOf = (state: string) =>
    (outOf.get(state) ?? []).find((step) => untaken.has(transitionId(step)))

  // Breadth first: the steps to the nearest state with an untaken transition, or null.
  const wayToWork = (from: string): ModelStep[] | null => {
    const cameBy = new Map<string, ModelStep | null>([[from, null]])
    const queue = [from]
    for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
      if (untakenOutOf(state)) {
        const steps: ModelStep[] = []
        for (let step = cameBy.get(state); step; step = cameBy.get(step.from)) steps.unshift(step)
        return steps
      }
      for (const step of outOf.get(state) ?? []) {
        if (cameBy.has(step.to)) continue
        cameBy.set(step.to, step)
        queue.push(step.to)
      }
    }
    return null
  }

  const paths: ModelPath[] = []
  while (untaken.size > 0) {
    const steps: ModelStep[] = []
    let at = initial
    for (let approach = wayToWork(at); approach; approach = wayToWork(at)) {
      const next = untakenOutOf(approach.at(-1)?.to ?? at)
      // Every transition's source was reached from the initial state, so a fresh path always
      // takes one; a path already under way ends rather than outgrow maxSteps.
      if (!next || (steps.length > 0 && steps.length + approach.length + 1 > maxSteps)) break
      for (const step of [...approach, next]) {
        steps.push(step)
        untaken.delete(transitionId(step))
      }
      at = next.to
    }
    if (steps.length === 0) throw new Error(`Unreachable transitions: ${[...untaken].join(', ')}`)
    paths.push({ description: describePath(steps), steps })
  }
  return paths
}

interface GraphPath {
  state: AnyMachineSnapshot
  steps: { state: AnyMachineSnapshot; event: EventObject }[]
}

/** An xstate/graph path as model steps (its first step is the initial state, reached by no event). */
function stepsOfPath(path: GraphPath, key: (snapshot: AnyMachineSnapshot) => string): ModelStep[] {
  const steps: ModelStep[] = []
  let from = key(path.steps[0]?.state ?? path.state)
  for (const step of path.steps.slice(1)) {
    const to = key(step.state)
    steps.push({ event: step.event, from, to })
    from = to
  }
  return steps
}

/** Every simple path (no state twice) from the initial state to each other state: QA's long runs. */
export function modelSimplePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPath[] {
  const { key, config } = traversal(machine, options)
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's option types do not follow provide()
  const simple = getSimplePaths(machine, config as any) as GraphPath[]
  return simple
    .map((path) => stepsOfPath(path, key))
    .filter((steps) => steps.length > 0)
    .map((steps) => ({ description: describePath(steps), steps }))
}

function describePath(steps: ModelStep[]): string {
  const [first] = steps
  if (!first) return '(initial state)'
  return [first.from, ...steps.map((step) => `-${eventKeyOf(step.event)}-> ${step.to}`)].join(' ')
}

/** Records what a test run really walked, measured against the model's graph. */
export function createCoverage(graph: ModelGraph) {
  const walkedStates = new Set<string>()
  const walkedTransitions = new Set<string>()
  const allTransitions = new Set(graph.transitions.map(transitionId))
  return {
    visit(state: string) {
      walkedStates.add(state)
    },
    walk(step: ModelStep) {
      walkedStates.add(step.from)
      walkedStates.add(step.to)
      const id = transitionId(step)
      if (allTransitions.has(id)) walkedTransitions.add(id)
    },
    report() {
      const missingStates = graph.states.filter((state) => !walkedStates.has(state))
      const missingTransitions = [...allTransitions].filter((id) => !walkedTransitions.has(id))
      return {
        states: { walked: graph.states.length - missingStates.length, total: graph.states.length },
        transitions: { walked: walkedTransitions.size, total: allTransitions.size },
        missingStates,
        missingTransitions,
      }
    },
  }
}

export type CoverageReport = ReturnType<ReturnType<typeof createCoverage>['report']>

const percent = (part: { walked: number; total: number }) =>
  part.total === 0 ? 100 : Math.floor((part.walked / part.total) * 1000) / 10

export function formatCoverage(machine: string, report: CoverageReport): string {
  const { states, transitions } = report
  return `[model coverage] ${machine}: states ${states.walked}/${states.total} (${percent(states)}%), transitions ${transitions.walked}/${transitions.total} (${percent(transitions)}%)`
}
