import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PageFrame } from '../../frame/PageFrame'
import { PendingList } from '../../lists/PendingList'
import { EmailUpdates } from './EmailUpdates'
import { StaticPrices } from './StaticPrices'
import { useCanManageEndpoints } from './useCanManageEndpoints'

const pricesRoute = getRouteApi('/_default/_verified/hub/endpoints/$id/static-client-prices')
const updatesRoute = getRouteApi('/_default/_verified/hub/endpoints/$id/email-updates')

/** What an endpoint's pages share: a reload after a write, and who may write. */
function useEndpointPage() {
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  return { reload, ...useCanManageEndpoints() }
}

/** /hub/endpoints/<id>/static-client-prices. */
export function StaticPricesScreen() {
  const data = pricesRoute.useLoaderData()
  const { reload, canWrite, role } = useEndpointPage()
  return (
    <PageFrame subject={data.endpoint.ok ? data.endpoint.data.name : null}>
      <StaticPrices {...data} canWrite={canWrite} teamRole={role} onChanged={reload} />
    </PageFrame>
  )
}

/** /hub/endpoints/<id>/email-updates. */
export function EmailUpdatesScreen() {
  const data = updatesRoute.useLoaderData()
  const { reload, canWrite } = useEndpointPage()
  return (
    <PageFrame subject={data.endpoint.ok ? data.endpoint.data.name : null}>
      <EmailUpdates {...data} canWrite={canWrite} onChanged={reload} />
    </PageFrame>
  )
}

export function EndpointPagePending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
