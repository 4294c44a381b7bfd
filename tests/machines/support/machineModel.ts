import type { AnyStateMachine } from 'xstate'
import type { ModelOptions } from './model'

/**
 * How a machine is driven in its model: the input it starts with and every event it may be sent
 * (with the payload variants that choose between its guards). Shared by the model tests, the
 * replay walks, and QA's `npm run paths`. One per machine, in tests/machines/models.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine>
  extends ModelOptions<TMachine> {
  /** The registered machine itself, with its placeholder actors. */
  machine: TMachine
}

export function defineMachineModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): MachineModel<TMachine> {
  return { machine, ...options }
}

const isMachineModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'events' in value &&
  Array.isArray((value as { events: unknown }).events)

/** The models exported by the given modules (path -> module), by machine id. */
export function collectModels(modules: Record<string, Record<string, unknown>>) {
  const byId = new Map<string, MachineModel>()
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!isMachineModel(value)) continue
      if (byId.has(value.machine.id)) {
        throw new Error(`A second model of '${value.machine.id}' in ${file}`)
      }
      byId.set(value.machine.id, value)
    }
  }
  return byId
}

/**
 * A machine's model, or for a machine that has none yet: no input, and each event the machine
 * handles without a payload (xstate/graph's default).
 */
export const modelOf = (models: ReadonlyMap<string, MachineModel>, machine: AnyStateMachine) =>
  models.get(machine.id) ?? defineMachineModel(machine, { events: [] })
