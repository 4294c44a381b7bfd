import { createFileRoute } from '@tanstack/react-router'
import { loadRates, RatesScreen } from '../../../../../../../hub/client-rates/RatesScreen'
import { validateRatesSearch } from '../../../../../../../hub/client-rates/ratesSearch'

/** /hub/routing/client/rates: the computed client prices per network, filtered in the URL. */
export const Route = createFileRoute('/_default/_verified/hub/routing/client/rates/')({
  validateSearch: validateRatesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadRates(deps, abortController.signal),
  component: RatesScreen,
})
