import { idParam } from '../../audience/feeds/feedsSearch'
import { validatePageSearch, validateTextSearch } from '../../lists/pageSearch'

/** `?page=`, `?q=` (operator or MCC), `?country=` and the network being edited (`?edit=`). */
export interface NetworksSearch {
  page?: number
  q?: string
  country?: string
  edit?: string
}

const countryPattern = /^[A-Z]{2}$/

export function validateNetworksSearch(search: Record<string, unknown>): NetworksSearch {
  const country = typeof search.country === 'string' ? search.country.toUpperCase() : ''
  const edit = idParam(search.edit)
  return {
    ...validatePageSearch(search),
    ...validateTextSearch(search),
    ...(countryPattern.test(country) ? { country } : {}),
    ...(edit ? { edit } : {}),
  }
}
