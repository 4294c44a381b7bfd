import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { actionName, delayName, guardName, isDelayBookkeeping } from './names'

/**
 * A machine definition as plain data: its state tree and every transition, with guards,
 * delays and actions named. The charts (Mermaid, the audit screens' graph) draw from this.
 */

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface ChartState {
  /** The xstate id: `toast.visible.pointer`. */
  id: string
  /** The path below the machine: `['visible', 'pointer']` (empty for the machine itself). */
  path: string[]
  key: string
  type: ChartStateType
  /** The initial child's id (compound states). */
  initial: string | null
  entry: string[]
  exit: string[]
  /** The actors the state invokes. */
  invoke: string[]
  tags: string[]
  children: ChartState[]
}

export type ChartTransitionKind = 'event' | 'delayed' | 'eventless'

export interface ChartTransition {
  /** The state that declares it. */
  source: string
  kind: ChartTransitionKind
  /** The event type; for delayed transitions the `xstate.after...` event, for eventless ''. */
  event: string
  /** `after` transitions: the delay, named and in milliseconds when fixed. */
  delay: string | null
  guard: string | null
  /** Target state ids; empty for a targetless transition (actions only). */
  targets: string[]
  actions: string[]
  /** Re-entering: the target's exit and entry actions run again. */
  reenter: boolean
}

export interface Chart {
  machine: string
  root: ChartState
  /** In document order: state by state, events before delays before eventless transitions. */
  transitions: ChartTransition[]
}

interface TransitionLike {
  eventType: string
  guard?: unknown
  target?: readonly AnyStateNode[]
  actions: readonly unknown[]
  reenter: boolean
  delay?: string | number
}

function stateOf(node: AnyStateNode): ChartState {
  const children = Object.values(node.states) as AnyStateNode[]
  return {
    id: node.id,
    path: [...node.path],
    key: node.key,
    type: node.type as ChartStateType,
    initial: node.initial?.target[0]?.id ?? null,
    entry: node.entry.filter((action) => !isDelayBookkeeping(action)).map(actionName),
    exit: node.exit.filter((action) => !isDelayBookkeeping(action)).map(actionName),
    invoke: node.invoke.map((definition) => String(definition.src)),
    tags: [...node.tags],
    children: children.map(stateOf),
  }
}

function transitionOf(
  machine: AnyStateMachine,
  node: AnyStateNode,
  kind: ChartTransitionKind,
  transition: TransitionLike,
): ChartTransition {
  return {
    source: node.id,
    kind,
    event: transition.eventType ?? '',
    delay:
      kind === 'delayed' && transition.delay !== undefined
        ? delayName(machine, transition.delay)
        : null,
    guard: transition.guard === undefined ? null : guardName(transition.guard),
    targets: (transition.target ?? []).map((target) => target.id),
    actions: transition.actions.map(actionName),
    reenter: transition.reenter,
  }
}

const isDelayedEvent = (type: string) => type.startsWith('xstate.after.')

function transitionsOf(machine: AnyStateMachine, node: AnyStateNode): ChartTransition[] {
  const own: ChartTransition[] = []
  for (const [type, list] of node.transitions) {
    if (isDelayedEvent(type)) continue
    for (const transition of list) own.push(transitionOf(machine, node, 'event', transition))
  }
  for (const transition of node.after) {
    own.push(transitionOf(machine, node, 'delayed', transition as unknown as TransitionLike))
  }
  for (const transition of node.always ?? []) {
    own.push(transitionOf(machine, node, 'eventless', { ...transition, eventType: '' }))
  }
  const children = Object.values(node.states) as AnyStateNode[]
  return [...own, ...children.flatMap((child) => transitionsOf(machine, child))]
}

export function chartOf(machine: AnyStateMachine): Chart {
  return {
    machine: machine.id,
    root: stateOf(machine.root),
    transitions: transitionsOf(machine, machine.root),
  }
}

/** Every state of the chart, parents before children. */
export function statesOf(chart: Chart): ChartState[] {
  const walk = (state: ChartState): ChartState[] => [state, ...state.children.flatMap(walk)]
  return walk(chart.root)
}

/** State id -> its name below the machine (`visible.countdown.running`; the machine's id for itself). */
export function stateNamesOf(chart: Chart): Map<string, string> {
  return new Map(statesOf(chart).map((state) => [state.id, state.path.join('.') || chart.machine]))
}
