import type { CompanyList } from '../../contract/company'
import { hubRoutingScope } from '../../contract/constants'
import type {
  ApplyRatesResponse,
  HubEndpointApiKey,
  HubEndpointList,
  HubEndpointRequest,
  HubEndpointResource,
  HubEndpointUpdateRequest,
  RateNoticeList,
  RateNoticePreview,
  StaticClientRateList,
  StaticClientRateRequest,
  StaticClientRateResource,
  StaticClientRateUpdateRequest,
} from '../../contract/hub-endpoint'
import { companyPaths, hubEndpointPaths, smsRoutingPaths } from '../../contract/routes'
import type { RoutingPlanList } from '../../contract/routing-plan'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const endpointPath = `${hubEndpointPaths.endpoints}/:id`

/** Hub endpoints (issue 18 item 2), their static client prices and rate notices. */
export function createHubEndpointsApi(api: HttpClient) {
  const { v1 } = api
  const of = (path: string, id: string, rateId?: string) =>
    fillPath(path, rateId === undefined ? { id } : { id, rate_id: rateId })
  return {
    list: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<HubEndpointList>(hubEndpointPaths.endpoints, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<HubEndpointResource>(of(endpointPath, id), { signal }),
    create: (body: HubEndpointRequest, signal?: AbortSignal) =>
      v1.post<HubEndpointResource>(hubEndpointPaths.endpoints, body, { signal }),
    update: (id: string, body: HubEndpointUpdateRequest, signal?: AbortSignal) =>
      v1.put<HubEndpointResource>(of(endpointPath, id), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<unknown>(of(endpointPath, id), { signal }),
    issueApiKey: (id: string, signal?: AbortSignal) =>
      v1.post<HubEndpointApiKey>(of(hubEndpointPaths.apiKey, id), {}, { signal }),
    clients: (signal?: AbortSignal) =>
      v1.get<CompanyList>(companyPaths.companies, {
        query: { 'filter[kind]': 'client', per_page: 100 },
        signal,
      }),
    plans: (signal?: AbortSignal) =>
      // An endpoint's traffic is the hub's: its plans only.
      v1.get<RoutingPlanList>(smsRoutingPaths.routingPlans, {
        query: { per_page: 100, scope: hubRoutingScope },
        signal,
      }),
    prices: (id: string, query: PageQuery, signal?: AbortSignal) =>
      v1.get<StaticClientRateList>(of(hubEndpointPaths.staticClientRates, id), {
        query: { ...query },
        signal,
      }),
    addPrice: (id: string, body: StaticClientRateRequest, signal?: AbortSignal) =>
      v1.post<StaticClientRateResource>(of(hubEndpointPaths.staticClientRates, id), body, {
        signal,
      }),
    updatePrice: (
      id: string,
      rateId: string,
      body: StaticClientRateUpdateRequest,
      signal?: AbortSignal,
    ) =>
      v1.put<StaticClientRateResource>(of(hubEndpointPaths.staticClientRate, id, rateId), body, {
        signal,
      }),
    removePrice: (id: string, rateId: string, signal?: AbortSignal) =>
      v1.delete<unknown>(of(hubEndpointPaths.staticClientRate, id, rateId), { signal }),
    notice: (id: string, signal?: AbortSignal) =>
      v1.get<RateNoticePreview>(of(hubEndpointPaths.notice, id), { signal }),
    notices: (id: string, query: PageQuery, signal?: AbortSignal) =>
      v1.get<RateNoticeList>(of(hubEndpointPaths.notices, id), { query: { ...query }, signal }),
    sendRates: (id: string, signal?: AbortSignal) =>
      v1.post<unknown>(of(hubEndpointPaths.sendRates, id), {}, { signal }),
    applyRates: (id: string, signal?: AbortSignal) =>
      v1.post<ApplyRatesResponse>(of(hubEndpointPaths.applyRates, id), {}, { signal }),
  }
}

export type HubEndpointsApi = ReturnType<typeof createHubEndpointsApi>
