import type { MessageResponse } from '../../contract/errors'
import type { NetworkList } from '../../contract/network'
import { resourcePaths, smsRoutingPaths } from '../../contract/routes'
import type {
  RateChangeKind,
  RateChangeList,
  VendorRateList,
  VendorRateRequest,
  VendorRateResource,
  VendorRateUpdateRequest,
} from '../../contract/vendor-rate'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

const ratePath = `${smsRoutingPaths.rates}/:id`

/** The rates list's query: a page and its filters (`network`: an id, or `none`). */
export interface RateQuery {
  page: number
  route?: string | undefined
  country?: string | undefined
  network?: string | undefined
  inForceAt?: string | undefined
}

/** The changes list's query: a page and its filters. */
export interface RateChangeQuery {
  page: number
  kind?: RateChangeKind | undefined
  route?: string | undefined
  country?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

/** The team's vendor rates and their changes (issue 17 item 4). */
export function createVendorRatesApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: RateQuery, signal?: AbortSignal) =>
      v1.get<VendorRateList>(smsRoutingPaths.rates, {
        query: {
          page: query.page,
          'filter[route_id]': query.route,
          'filter[country]': query.country,
          'filter[network_id]': query.network,
          'filter[in_force_at]': query.inForceAt,
        },
        signal,
      }),
    create: (body: VendorRateRequest, signal?: AbortSignal) =>
      v1.post<VendorRateResource>(smsRoutingPaths.rates, body, { signal }),
    update: (id: string, body: VendorRateUpdateRequest, signal?: AbortSignal) =>
      v1.put<VendorRateResource>(fillPath(ratePath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(ratePath, { id }), { signal }),
    changes: (query: RateChangeQuery, signal?: AbortSignal) =>
      v1.get<RateChangeList>(smsRoutingPaths.rateChanges, {
        query: {
          page: query.page,
          'filter[kind]': query.kind,
          'filter[route_id]': query.route,
          'filter[country]': query.country,
          'filter[from]': query.from,
          'filter[to]': query.to,
        },
        signal,
      }),
    /** The team's networks in one country, for the rate form's network choice. */
    networksOf: (country: string, signal?: AbortSignal) =>
      v1.get<NetworkList>(resourcePaths.networks, {
        query: { 'filter[country]': country, per_page: 100, sort: 'name' },
        signal,
      }),
  }
}

export type VendorRatesApi = ReturnType<typeof createVendorRatesApi>
