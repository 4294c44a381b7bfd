import { createVendorRatesApi } from '../../../services/api/vendorRates'
import { api } from '../../../services/http'

/** The rates screens' calls, on the app's client. */
export const vendorRatesApi = createVendorRatesApi(api)
