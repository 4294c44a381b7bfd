import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '../../../../../../frame/params'
import {
  EndpointPagePending,
  StaticPricesScreen,
} from '../../../../../../hub/endpoints/EndpointPageScreens'
import { loadStaticPrices } from '../../../../../../hub/endpoints/endpointPagesLoader'
import { validatePageSearch } from '../../../../../../lists/pageSearch'

/** /hub/endpoints/<id>/static-client-prices: an endpoint's fixed client prices. */
export const Route = createFileRoute('/_default/_verified/hub/endpoints/$id/static-client-prices')({
  params: idParams,
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, abortController }) =>
    loadStaticPrices(params.id, deps.page ?? 1, abortController.signal),
  pendingComponent: EndpointPagePending,
  component: StaticPricesScreen,
})
