import { createHubEndpointsApi } from '../../../services/api/hubEndpoints'
import { api } from '../../../services/http'

/** The endpoints screens' calls, on the app's client. */
export const endpointsApi = createHubEndpointsApi(api)
