import type { StaticClientRateRequest } from '../../../contract/hub-endpoint'
import type { FormValues } from '../../../machines/form'
import { countryDefaultKey, momentOf } from '../../routing/rates/rateForm'

/** The form's values as the body of POST and PUT of an endpoint's static prices. */
export function priceRequestOf(values: FormValues): StaticClientRateRequest {
  const network = values.network_id
  return {
    network_id: !network || network === countryDefaultKey ? null : network,
    country: values.country || null,
    price: values.price ?? '',
    effective_from: momentOf(values.effective_from) ?? '',
  }
}
