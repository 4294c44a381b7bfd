import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../../../../lists/pageSearch'
import { loadMnp } from '../../../../../../routing/enrichment/enrichmentLoaders'
import { EnrichmentPending, MnpScreen } from '../../../../../../routing/enrichment/MnpScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/routes/mnp')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadMnp(deps, abortController.signal),
  pendingComponent: EnrichmentPending,
  component: MnpScreen,
})
