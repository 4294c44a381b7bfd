import type { AnyStateMachine, EventObject } from 'xstate'
import { encodeForJournal, type JsonValue, typeTag } from '../../src/services/journal/encode'
import { delayName } from '../../src/services/statechart/names'
import type { MachineModel } from '../../tests/machines/support/machineModel'
import { type ModelPath, modelGraph, modelSimplePaths } from '../../tests/machines/support/model'

/** QA's test paths of a machine: shortest (one per transition) or every simple path. */
export type PathKind = 'shortest' | 'simple'

export function pathsOf(model: MachineModel, kind: PathKind): ModelPath[] {
  return kind === 'simple'
    ? modelSimplePaths(model.machine, model)
    : modelGraph(model.machine, model).paths
}

const afterPrefix = 'xstate.after.'

/** Payload values as people write them: a date as `2024-03-04`, not as its object's fields. */
function plain(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(plain)
  if (value === null || typeof value !== 'object') return value
  if (typeof value[typeTag] === 'string' && 'value' in value) return value.value ?? null
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]))
}

/** `send toast.hover`, `send pagination.goTo {"page":2}`, or for a delay `wait tick (100 ms)`. */
export function readableEvent(machine: AnyStateMachine, event: EventObject): string {
  if (!event.type.startsWith(afterPrefix)) {
    const { type, ...payload } = event
    if (Object.keys(payload).length === 0) return `send ${type}`
    return `send ${type} ${JSON.stringify(plain(encodeForJournal(payload)))}`
  }
  const delay = event.type.slice(afterPrefix.length).split('.')[0] ?? ''
  return `wait ${delayName(machine, delay)}`
}

const kindTitle: Record<PathKind, string> = {
  shortest: 'the shortest way to each transition, then the transition',
  simple: 'every simple path: each state reached without passing a state twice',
}

/** Numbered paths of numbered steps: state, event, next state. */
export function formatPaths(model: MachineModel, kind: PathKind, paths: ModelPath[]): string {
  const lines = [`${model.machine.id}: ${paths.length} paths (${kindTitle[kind]})`]
  paths.forEach((path, index) => {
    const last = path.steps.at(-1)
    const ending = last ? `${readableEvent(model.machine, last.event)} in ${last.from}` : ''
    lines.push(
      '',
      `Path ${index + 1} (${path.steps.length} ${path.steps.length === 1 ? 'step' : 'steps'}): ${ending}`,
    )
    path.steps.forEach((step, stepIndex) => {
      lines.push(
        `  ${stepIndex + 1}. in ${step.from}`,
        `     ${readableEvent(model.machine, step.event)}`,
        `     -> ${step.to}`,
      )
    })
  })
  return lines.join('\n')
}

export interface PathsJson {
  machine: string
  kind: PathKind
  paths: { description: string; steps: { state: string; event: JsonValue; nextState: string }[] }[]
}

/** The same paths as data for other tools; events keep their payloads. */
export function pathsJson(model: MachineModel, kind: PathKind, paths: ModelPath[]): PathsJson {
  return {
    machine: model.machine.id,
    kind,
    paths: paths.map((path) => ({
      description: path.description,
      steps: path.steps.map((step) => ({
        state: step.from,
        event: encodeForJournal(step.event),
        nextState: step.to,
      })),
    })),
  }
}
