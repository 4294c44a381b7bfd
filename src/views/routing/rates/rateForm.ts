import { getLocalTimeZone, parseDateTime, toZoned } from '@internationalized/date'
import type { VendorRateRequest } from '../../../contract/vendor-rate'
import type { FormValues } from '../../../machines/form'

/** The select key of a country default (a rate with no network). */
export const countryDefaultKey = 'country-default'

/** A date picker's local date and time (`2026-12-01T10:00`) as the API's moment, or null. */
export function momentOf(local: string | undefined, timeZone = getLocalTimeZone()): string | null {
  if (!local) return null
  return toZoned(parseDateTime(local), timeZone).toDate().toISOString()
}

/** The form's values as the body of POST and PUT sms/routing/rates (every field given). */
export function rateRequestOf(values: FormValues, routeId: string): VendorRateRequest {
  const network = values.network_id
  return {
    route_id: values.route_id || routeId,
    network_id: !network || network === countryDefaultKey ? null : network,
    country: values.country || null,
    price: values.price ?? '',
    currency: values.currency ?? '',
    effective_from: momentOf(values.effective_from) ?? '',
    effective_till: momentOf(values.effective_till),
  }
}
