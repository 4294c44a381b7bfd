import { notFound } from '@tanstack/react-router'
import type { RoutingScope } from '../../../contract/constants'
import type { SmsRouteList, SmsRouteResource } from '../../../contract/sms-route'
import type { VendorRateList } from '../../../contract/vendor-rate'
import type { ApiResult } from '../../../services/http/client'
import { smsRoutesApiOf } from '../routes/routesApi'
import { routingSettingsApiOf } from '../settings/settingsApi'
import { vendorRatesApiOf } from './ratesApi'
import type { RatesSearch } from './ratesSearch'

export interface RatesData {
  rates: ApiResult<VendorRateList>
  routes: ApiResult<SmsRouteList>
  /** The route of the page (`/sms/routing/rates/<route id>`); null on the page of every route. */
  route: SmsRouteResource | null
  /** The moment the list is in force at; null for the full history. */
  at: string | null
  /** The currency a new rate starts in: the scope's settings', else the money module's. */
  defaultCurrency?: string
}

/**
 * A page of the scope's rates under the URL's filters, the scope's routes (a team keeps few: one page holds
 * them) and the page's route; a route id the team does not have is the 404 page.
 */
export async function loadRates(
  scope: RoutingScope,
  splat: string,
  search: RatesSearch,
  signal: AbortSignal,
): Promise<RatesData> {
  const vendorRatesApi = vendorRatesApiOf(scope)
  const smsRoutesApi = smsRoutesApiOf(scope)
  const routeId = splat || search.route
  const at = search.at ?? (search.view === 'now' ? new Date().toISOString() : null)
  const [rates, routes, shown, settings] = await Promise.all([
    vendorRatesApi.list(
      {
        page: search.page ?? 1,
        route: routeId,
        country: search.country,
        network: search.network,
        inForceAt: at ?? undefined,
      },
      signal,
    ),
    smsRoutesApi.list({ page: 1, per_page: 100 }, signal),
    splat ? smsRoutesApi.show(splat, signal) : null,
    routingSettingsApiOf(scope).show(signal),
  ])
  if (shown && !shown.ok && shown.status === 404) throw notFound()
  return {
    rates,
    routes,
    route: shown?.ok ? shown.data : null,
    at,
    ...(settings.ok ? { defaultCurrency: settings.data.default_currency } : {}),
  }
}
