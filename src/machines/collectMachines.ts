import type { AnyStateMachine } from 'xstate'

/** A machine of the app, as tools find it: QA's paths, the charts, replay, coverage. */
export interface RegisteredMachine {
  /** The machine's own id (`createMachine({ id })`): the key of the journal and the charts. */
  id: string
  machine: AnyStateMachine
  /** Its module, from the project root: `src/machines/toast/toast.machine.ts`. */
  file: string
}

const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'getInitialSnapshot' in value &&
  'provide' in value &&
  typeof (value as { id?: unknown }).id === 'string'

/**
 * Every state machine exported by the given machine modules (path -> module), sorted by id. Two
 * different machines under one id are an error: the journal and the charts key them by id.
 */
export function collectMachines(modules: Record<string, Record<string, unknown>>) {
  const byId = new Map<string, RegisteredMachine>()
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!isStateMachine(value)) continue
      const known = byId.get(value.id)
      if (known && known.machine !== value) {
        throw new Error(`Two machines have the id '${value.id}': ${known.file} and ${file}`)
      }
      byId.set(value.id, { id: value.id, machine: value, file })
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id))
}

/** The registry as the replay wants it: machine id -> machine. */
export const machinesById = (registry: readonly RegisteredMachine[]) =>
  Object.fromEntries(registry.map(({ id, machine }) => [id, machine]))
