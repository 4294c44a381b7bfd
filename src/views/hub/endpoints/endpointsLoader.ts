import type { CompanyList } from '../../../contract/company'
import type { HubEndpointList } from '../../../contract/hub-endpoint'
import type { RoutingPlanList } from '../../../contract/routing-plan'
import type { ApiResult } from '../../../services/http/client'
import { endpointsApi } from './endpointsApi'

export interface EndpointsData {
  endpoints: ApiResult<HubEndpointList>
  clients: ApiResult<CompanyList>
  plans: ApiResult<RoutingPlanList>
}

/** /hub/endpoints: a page of the team's endpoints, and the clients and plans the form offers. */
export async function loadEndpoints(page: number, signal: AbortSignal): Promise<EndpointsData> {
  const [endpoints, clients, plans] = await Promise.all([
    endpointsApi.list({ page }, signal),
    endpointsApi.clients(signal),
    endpointsApi.plans(signal),
  ])
  return { endpoints, clients, plans }
}
