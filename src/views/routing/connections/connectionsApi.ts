import { createSmppConnectionsApi } from '../../../services/api/smppConnections'
import { api } from '../../../services/http'

/** The connections screen's calls, on the app's client. */
export const smppConnectionsApi = createSmppConnectionsApi(api)
