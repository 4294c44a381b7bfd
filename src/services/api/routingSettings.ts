import { smsRoutingPaths } from '../../contract/routes'
import type {
  RoutingSettingsRequest,
  RoutingSettingsResource,
} from '../../contract/routing-settings'
import type { HttpClient } from '../http/client'

/** A routing scope's vendor-side defaults (the client given is the scope's: scopedClient). */
export function createRoutingSettingsApi(api: HttpClient) {
  const { v1 } = api
  return {
    show: (signal?: AbortSignal) =>
      v1.get<RoutingSettingsResource>(smsRoutingPaths.settings, { signal }),
    update: (body: RoutingSettingsRequest, signal?: AbortSignal) =>
      v1.put<RoutingSettingsResource>(smsRoutingPaths.settings, body, { signal }),
  }
}
