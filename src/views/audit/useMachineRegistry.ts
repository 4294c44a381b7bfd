import { use } from 'react'
import { machinesById } from '../../machines/collectMachines'
import type { MachineLookup } from '../../services/journal/replay'

let loading: Promise<MachineLookup> | null = null

/** Every machine of the app by id, for the replay and the charts (suspends until loaded). */
export function useMachineRegistry(): MachineLookup {
  // The registry loads every machine module: it comes with the first journal shown.
  loading ??= import('../../machines/registry')
    .then(({ loadMachineRegistry }) => loadMachineRegistry())
    .then(machinesById)
    .catch((error: unknown) => {
      // A chunk that failed to load may load on the next try ("Try again" on the error page).
      loading = null
      throw error
    })
  return use(loading)
}
