import { createNetworksApi } from '../../../services/api/networks'
import { api } from '../../../services/http'

/** The network screen's calls, on the app's client. */
export const networksApi = createNetworksApi(api)
