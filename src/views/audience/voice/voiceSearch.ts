import type { ContactStatus } from '../../../contract/contact'
import { contactStatuses } from '../../../contract/contact-values'
import { validatePageSearch, validateTextSearch } from '../../lists/pageSearch'
import { dayParam, dayRangeOf } from '../feeds/dayParam'

/** The voice contacts page's filters and page, all in the URL. */
export interface VoiceSearch {
  page?: number
  /** Names, email or the digits of a number. */
  q?: string
  status?: ContactStatus
  /** First and last day called (both included), `YYYY-MM-DD` in the user's time zone. */
  from?: string
  to?: string
}

export function validateVoiceSearch(search: Record<string, unknown>): VoiceSearch {
  const status = contactStatuses.find((value) => value === search.status)
  const range = dayRangeOf(dayParam(search.from), dayParam(search.to))
  return {
    ...validatePageSearch(search),
    ...validateTextSearch(search),
    ...(status ? { status } : {}),
    ...(range ? { from: range.start, to: range.end } : {}),
  }
}

export const isFiltered = (search: VoiceSearch) => Boolean(search.q || search.status || search.from)
