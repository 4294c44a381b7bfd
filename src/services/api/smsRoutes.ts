import type { MessageResponse } from '../../contract/errors'
import { smsRoutingPaths } from '../../contract/routes'
import type {
  SmsRouteList,
  SmsRouteRequest,
  SmsRouteResource,
  SmsRouteUpdateRequest,
} from '../../contract/sms-route'
import type { HttpClient } from '../http/client'
import { fillPath } from './paths'
import type { PageQuery } from './teamSettings'

const routePath = `${smsRoutingPaths.routes}/:id`

/** The team's SMS routes (issue 17 item 3): a vendor, its connection and sender handling. */
export function createSmsRoutesApi(api: HttpClient) {
  const { v1 } = api
  return {
    list: (query: PageQuery, signal?: AbortSignal) =>
      v1.get<SmsRouteList>(smsRoutingPaths.routes, { query: { ...query }, signal }),
    show: (id: string, signal?: AbortSignal) =>
      v1.get<SmsRouteResource>(fillPath(routePath, { id }), { signal }),
    create: (body: SmsRouteRequest, signal?: AbortSignal) =>
      v1.post<SmsRouteResource>(smsRoutingPaths.routes, body, { signal }),
    update: (id: string, body: SmsRouteUpdateRequest, signal?: AbortSignal) =>
      v1.put<SmsRouteResource>(fillPath(routePath, { id }), body, { signal }),
    remove: (id: string, signal?: AbortSignal) =>
      v1.delete<MessageResponse>(fillPath(routePath, { id }), { signal }),
  }
}

export type SmsRoutesApi = ReturnType<typeof createSmsRoutesApi>
