import { createFileRoute } from '@tanstack/react-router'
import { splatParams } from '../../../../../../../frame/params'
import { RatesPending, RatesScreen } from '../../../../../../../routing/rates/RatesScreen'
import { loadRates } from '../../../../../../../routing/rates/ratesLoader'
import { validateRatesSearch } from '../../../../../../../routing/rates/ratesSearch'

/** /hub/routing/vendor/rates/{route id...}: the hub's vendor rates, on SMS routing's screen. */
export const Route = createFileRoute('/_default/_verified/hub/routing/vendor/rates/$')({
  params: splatParams,
  validateSearch: validateRatesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, abortController }) =>
    loadRates(context.routingScope, params._splat, deps, abortController.signal),
  pendingComponent: RatesPending,
  component: RatesScreen,
})
