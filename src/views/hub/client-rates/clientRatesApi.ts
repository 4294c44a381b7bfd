import { createClientRatesApi } from '../../../services/api/clientRates'
import { api } from '../../../services/http'

/** The client-rate screens' calls, on the app's client. */
export const clientRatesApi = createClientRatesApi(api)
