import { scopedClient } from '../../../services/api/routingScope'
import { createVendorRatesApi } from '../../../services/api/vendorRates'
import { api } from '../../../services/http'
import { perScope } from '../scope/perScope'

/** The rates screens' calls in a scope, on the app's client. */
export const vendorRatesApiOf = perScope((scope) => createVendorRatesApi(scopedClient(api, scope)))
