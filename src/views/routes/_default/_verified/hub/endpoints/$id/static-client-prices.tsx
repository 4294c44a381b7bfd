import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PageFrame } from '../../../../../../frame/PageFrame'
import { idParams } from '../../../../../../frame/params'
import { loadStaticPrices } from '../../../../../../hub/endpoints/endpointPagesLoader'
import { StaticPrices } from '../../../../../../hub/endpoints/StaticPrices'
import { useCanManageEndpoints } from '../../../../../../hub/endpoints/useCanManageEndpoints'
import { PendingList } from '../../../../../../lists/PendingList'
import { validatePageSearch } from '../../../../../../lists/pageSearch'

const path = '/_default/_verified/hub/endpoints/$id/static-client-prices'
const route = getRouteApi(path)

function StaticPricesScreen() {
  const data = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanManageEndpoints()
  return (
    <PageFrame subject={data.endpoint.ok ? data.endpoint.data.name : null}>
      <StaticPrices {...data} canWrite={canWrite} teamRole={role} onChanged={reload} />
    </PageFrame>
  )
}

function Pending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}

/** /hub/endpoints/<id>/static-client-prices: an endpoint's fixed client prices. */
export const Route = createFileRoute(path)({
  params: idParams,
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, abortController }) =>
    loadStaticPrices(params.id, deps.page ?? 1, abortController.signal),
  pendingComponent: Pending,
  component: StaticPricesScreen,
})
