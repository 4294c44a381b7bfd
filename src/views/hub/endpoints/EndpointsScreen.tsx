import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PageFrame } from '../../frame/PageFrame'
import { PendingList } from '../../lists/PendingList'
import { EndpointList } from './EndpointList'
import { useCanManageEndpoints } from './useCanManageEndpoints'

const route = getRouteApi('/_default/_verified/hub/endpoints/')

/** /hub/endpoints: the clients' endpoints. */
export function EndpointsScreen() {
  const data = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const { canWrite, role } = useCanManageEndpoints()
  return (
    <PageFrame subject={null}>
      <EndpointList {...data} canWrite={canWrite} teamRole={role} onChanged={reload} />
    </PageFrame>
  )
}

export function EndpointsPending() {
  return (
    <PageFrame subject={null}>
      <PendingList />
    </PageFrame>
  )
}
