import { idParam } from '../../audience/feeds/feedsSearch'
import { validatePageSearch } from '../../lists/pageSearch'

/**
 * The rates list's URL: `?page=`, `?route=` (on the page of every route), `?country=`,
 * `?network=` (an id, or `none` for country defaults: a row's history), and `?view=now` (the
 * rates in force now) or `?at=` (in force at a moment); neither: the full history.
 */
export interface RatesSearch {
  page?: number
  route?: string
  country?: string
  network?: string
  view?: 'now'
  at?: string
}

const countryPattern = /^[A-Z]{2}$/

export function validateRatesSearch(search: Record<string, unknown>): RatesSearch {
  const country = typeof search.country === 'string' ? search.country.toUpperCase() : ''
  const route = idParam(search.route)
  const network = search.network === 'none' ? 'none' : idParam(search.network)
  const at = typeof search.at === 'string' && !Number.isNaN(Date.parse(search.at)) ? search.at : ''
  return {
    ...validatePageSearch(search),
    ...(route ? { route } : {}),
    ...(countryPattern.test(country) ? { country } : {}),
    ...(network ? { network } : {}),
    ...(search.view === 'now' ? { view: 'now' as const } : {}),
    ...(at ? { at: new Date(at).toISOString() } : {}),
  }
}
