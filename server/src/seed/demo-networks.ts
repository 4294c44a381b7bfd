import { loadReferenceNetworks } from '../domain/networks/load-reference'
import type { SeedStep } from './context'

/** The demo team starts with the shipped reference networks, so routing has real rows. */
export const demoNetworksStep: SeedStep = {
  name: 'networks',
  async run(context) {
    await loadReferenceNetworks(context.db, context.teamId)
  },
}
