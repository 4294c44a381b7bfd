import { createFileRoute } from '@tanstack/react-router'
import { NetworksPending, NetworksScreen } from '../../../../../../routing/networks/NetworksScreen'
import { loadNetworks } from '../../../../../../routing/networks/networksLoader'
import { validateNetworksSearch } from '../../../../../../routing/networks/networksSearch'

export const Route = createFileRoute('/_default/_verified/sms/routing/routes/networks')({
  validateSearch: validateNetworksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadNetworks(deps, abortController.signal),
  pendingComponent: NetworksPending,
  component: NetworksScreen,
})
