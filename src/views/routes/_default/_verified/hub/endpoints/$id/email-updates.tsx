import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PageFrame } from '../../../../../../frame/PageFrame'
import { idParams } from '../../../../../../frame/params'
import { EmailUpdates } from '../../../../../../hub/endpoints/EmailUpdates'
import { loadEmailUpdates } from '../../../../../../hub/endpoints/endpointPagesLoader'
import { useCanManageEndpoints } from '../../../../../../hub/endpoints/useCanManageEndpoints'
import { PendingList } from '../../../../../../lists/PendingList'
import { validatePageSearch } from '../../../../../../lists/pageSearch'

const path = '/_default/_verified/hub/endpoints/$id/email-updates'
const route = getRouteApi(path)

function EmailUpdatesScreen() {
  const data = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite } = useCanManageEndpoints()
  return (
    <PageFrame subject={data.endpoint.ok ? data.endpoint.data.name : null}>
      <EmailUpdates {...data} canWrite={canWrite} onChanged={reload} />
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

/** /hub/endpoints/<id>/email-updates: an endpoint's rate notices: the one to send, and those sent. */
export const Route = createFileRoute(path)({
  params: idParams,
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, abortController }) =>
    loadEmailUpdates(params.id, deps.page ?? 1, abortController.signal),
  pendingComponent: Pending,
  component: EmailUpdatesScreen,
})
