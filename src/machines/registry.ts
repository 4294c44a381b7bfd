import { collectMachines, type RegisteredMachine } from './collectMachines'

/**
 * Every machine of the app: each `<name>.machine.ts` in a folder of src/machines, found when the
 * bundle is built, so a new machine is registered by being written. Loaded on demand: only the
 * tools (replay, charts on the audit screens) need them all.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('./*/*.machine.ts')

const machineModulePath = (globPath: string) => `src/machines/${globPath.slice(2)}`

export async function loadMachineRegistry(): Promise<RegisteredMachine[]> {
  const loaded = await Promise.all(
    Object.entries(machineModules).map(
      async ([path, load]) => [machineModulePath(path), await load()] as const,
    ),
  )
  return collectMachines(Object.fromEntries(loaded))
}
