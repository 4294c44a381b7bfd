import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { collectMachines } from '../../src/machines/collectMachines'
import { collectModels } from '../../tests/machines/support/machineModel'

/**
 * The machine registry and the machine models for scripts run by Node (tsx), which has no
 * `import.meta.glob`: the same files, found on disk (src/machines/registry.ts finds them in
 * the bundle; a test keeps both in step).
 */

type Modules = Record<string, Record<string, unknown>>

async function importAll(root: string, files: string[]): Promise<Modules> {
  const loaded = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>
      return [file, module] as const
    }),
  )
  return Object.fromEntries(loaded)
}

const machinesDir = 'src/machines'
const modelsDir = 'tests/machines/models'

/** src/machines/<folder>/<name>.machine.ts, as src/machines/registry.ts's glob finds them. */
export function machineFiles(root = process.cwd()): string[] {
  const dir = join(root, machinesDir)
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(dir, folder.name))
        .filter((name) => name.endsWith('.machine.ts'))
        .map((name) => relative(root, join(dir, folder.name, name))),
    )
    .sort()
}

export async function loadMachines(root = process.cwd()) {
  return collectMachines(await importAll(root, machineFiles(root)))
}

export async function loadModels(root = process.cwd()) {
  const dir = join(root, modelsDir)
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.model.ts'))
        .map((name) => relative(root, join(dir, name)))
    : []
  return collectModels(await importAll(root, files))
}
