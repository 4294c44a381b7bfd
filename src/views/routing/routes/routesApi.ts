import { scopedClient } from '../../../services/api/routingScope'
import { createSmsRoutesApi } from '../../../services/api/smsRoutes'
import { api } from '../../../services/http'
import { perScope } from '../scope/perScope'

/** The routes screen's calls in a scope, on the app's client. */
export const smsRoutesApiOf = perScope((scope) => createSmsRoutesApi(scopedClient(api, scope)))
