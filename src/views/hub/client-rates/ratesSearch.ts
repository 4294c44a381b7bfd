import { clientRateOnly } from '../../../contract/constants'
import { validatePageSearch } from '../../lists/pageSearch'

/** The computed table's filters, kept in the URL. */
export interface RatesSearch {
  page?: number
  client_id?: string
  country?: string
  only?: (typeof clientRateOnly)[number]
}

const isOnly = (value: unknown): value is (typeof clientRateOnly)[number] =>
  typeof value === 'string' && (clientRateOnly as readonly string[]).includes(value)

/** Keeps what reads as a filter; the rest is dropped (the table's defaults show). */
export function validateRatesSearch(search: Record<string, unknown>): RatesSearch {
  const { client_id, country, only } = search
  return {
    ...validatePageSearch(search),
    ...(typeof client_id === 'string' && client_id ? { client_id } : {}),
    ...(typeof country === 'string' && /^[A-Za-z]{2}$/.test(country)
      ? { country: country.toUpperCase() }
      : {}),
    ...(isOnly(only) && only !== 'all' ? { only } : {}),
  }
}
