import { type RateChangeKind, rateChangeKinds } from '../../../contract/rate-kinds'
import { idParam } from '../../audience/feeds/feedsSearch'
import { validatePageSearch } from '../../lists/pageSearch'

/** The changes list's URL: `?page=`, `?kind=`, `?route=`, `?country=`, `?from=` and `?to=`. */
export interface ChangesSearch {
  page?: number
  kind?: RateChangeKind
  route?: string
  country?: string
  from?: string
  to?: string
}

const countryPattern = /^[A-Z]{2}$/
const momentOf = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : undefined

export function validateChangesSearch(search: Record<string, unknown>): ChangesSearch {
  const country = typeof search.country === 'string' ? search.country.toUpperCase() : ''
  const kind = rateChangeKinds.find((known) => known === search.kind)
  const route = idParam(search.route)
  const from = momentOf(search.from)
  const to = momentOf(search.to)
  return {
    ...validatePageSearch(search),
    ...(kind ? { kind } : {}),
    ...(route ? { route } : {}),
    ...(countryPattern.test(country) ? { country } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }
}
