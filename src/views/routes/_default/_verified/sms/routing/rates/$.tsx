import { createFileRoute } from '@tanstack/react-router'
import { defaultRoutingScope } from '../../../../../../../contract/constants'
import { splatParams } from '../../../../../../frame/params'
import { RatesPending, RatesScreen } from '../../../../../../routing/rates/RatesScreen'
import { loadRates } from '../../../../../../routing/rates/ratesLoader'
import { validateRatesSearch } from '../../../../../../routing/rates/ratesSearch'

/** /sms/routing/rates: every route's vendor rates; /sms/routing/rates/<route id>: one route's. */
export const Route = createFileRoute('/_default/_verified/sms/routing/rates/$')({
  params: splatParams,
  validateSearch: validateRatesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, abortController }) =>
    loadRates(defaultRoutingScope, params._splat, deps, abortController.signal),
  pendingComponent: RatesPending,
  component: RatesScreen,
})
