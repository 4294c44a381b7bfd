import { createFileRoute } from '@tanstack/react-router'
import { loadMnp } from '../../../../../../routing/enrichment/enrichmentLoaders'
import { validateMnpSearch } from '../../../../../../routing/enrichment/enrichmentSearch'
import { EnrichmentPending, MnpScreen } from '../../../../../../routing/enrichment/MnpScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/routes/mnp')({
  validateSearch: validateMnpSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadMnp(deps, abortController.signal),
  pendingComponent: EnrichmentPending,
  component: MnpScreen,
})
