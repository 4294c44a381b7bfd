import { scopedClient } from '../../../services/api/routingScope'
import { createRoutingSettingsApi } from '../../../services/api/routingSettings'
import { api } from '../../../services/http'
import { perScope } from '../scope/perScope'

/** The routing settings screen's calls in a scope, on the app's client. */
export const routingSettingsApiOf = perScope((scope) =>
  createRoutingSettingsApi(scopedClient(api, scope)),
)
