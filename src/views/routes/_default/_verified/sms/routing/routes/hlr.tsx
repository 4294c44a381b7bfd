import { createFileRoute } from '@tanstack/react-router'
import { loadHlr } from '../../../../../../routing/enrichment/enrichmentLoaders'
import { validateHlrSearch } from '../../../../../../routing/enrichment/enrichmentSearch'
import { HlrScreen } from '../../../../../../routing/enrichment/HlrScreen'
import { EnrichmentPending } from '../../../../../../routing/enrichment/MnpScreen'

export const Route = createFileRoute('/_default/_verified/sms/routing/routes/hlr')({
  validateSearch: validateHlrSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadHlr(deps, abortController.signal),
  pendingComponent: EnrichmentPending,
  component: HlrScreen,
})
