import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../../../../lists/pageSearch'
import { loadHlr } from '../../../../../../routing/enrichment/enrichmentLoaders'
import { HlrScreen } from '../../../../../../routing/enrichment/HlrScreen'
import { EnrichmentPending } from '../../../../../../routing/enrichment/MnpScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/routes/hlr')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadHlr(deps, abortController.signal),
  pendingComponent: EnrichmentPending,
  component: HlrScreen,
})
