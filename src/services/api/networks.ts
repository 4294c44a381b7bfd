import type { MessageResponse } from '../../contract/errors'
import type {
  NetworkList,
  NetworkReferenceImport,
  NetworkRequest,
  NetworkResource,
  NetworkUpdateRequest,
} from '../../contract/network'
import { resourcePaths, routingPaths } from '../../contract/routes'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'

const networkPath = `${resourcePaths.networks}/:id`

/** The list's query: a page, `search` (operator or MCC) and `filter[country]`. */
export interface NetworkQuery {
  page: number
  search?: string | undefined
  country?: string | undefined
}

/** The team's networks (spec §7 SMS routing: networks) and the shipped reference list. */
export function createNetworksApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: ({ page, search, country }: NetworkQuery, signal?: AbortSignal) =>
      v1.get<NetworkList>(resourcePaths.networks, {
        query: { page, search, 'filter[country]': country },
        signal,
      }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<NetworkResource>(fillPath(networkPath, { id }), { signal }),
    create: (body: NetworkRequest, signal?: AbortSignal) =>
      v1.post<NetworkResource>(resourcePaths.networks, body, { signal }),
    update: (id: string, body: NetworkUpdateRequest, signal?: AbortSignal) =>
      v1.put<NetworkResource>(fillPath(networkPath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(networkPath, { id }), { signal }),
    /** Adds the reference networks the team lacks; its own are kept. */
    loadReference: (signal?: AbortSignal) =>
      v1.post<NetworkReferenceImport>(routingPaths.networksLoadReference, {}, { signal }),
  }
}

export type NetworksApi = ReturnType<typeof createNetworksApi>
