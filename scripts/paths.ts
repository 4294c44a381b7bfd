// npm run paths -- <machine> [--simple] [--json]: a machine's generated test paths, for QA.

import { modelOf } from '../tests/machines/support/machineModel'
import { loadMachines, loadModels } from './machines/load'
import { formatPaths, type PathKind, pathsJson, pathsOf } from './machines/paths'

const usage = 'Usage: npm run paths -- <machine> [--simple] [--json]'
const args = process.argv.slice(2)
const flags = new Set(args.filter((arg) => arg.startsWith('--')))
const [machineId, ...extra] = args.filter((arg) => !arg.startsWith('--'))
const unknownFlags = [...flags].filter((flag) => flag !== '--simple' && flag !== '--json')

const registry = await loadMachines()
const known = registry.map(({ id }) => id).join(', ')
const registered = registry.find(({ id }) => id === machineId)

if (!machineId || extra.length > 0 || unknownFlags.length > 0) {
  console.error(`${usage}\nMachines: ${known}`)
  process.exit(2)
}
if (!registered) {
  console.error(`No machine '${machineId}'. Machines: ${known}`)
  process.exit(2)
}

const model = modelOf(await loadModels(), registered.machine)
const kind: PathKind = flags.has('--simple') ? 'simple' : 'shortest'
const paths = pathsOf(model, kind)
console.log(
  flags.has('--json')
    ? JSON.stringify(pathsJson(model, kind, paths), null, 2)
    : formatPaths(model, kind, paths),
)
