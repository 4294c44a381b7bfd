import { type RateSheetRowKind, rateSheetRowKinds } from '../../../contract/rate-kinds'
import { idParam } from '../../audience/feeds/feedsSearch'
import { validatePageSearch } from '../../lists/pageSearch'

/** `?sheet=` (the sheet under review), `?kind=` (its change set's filter) and its `?page=`. */
export interface InboxesSearch {
  sheet?: string
  kind?: RateSheetRowKind
  page?: number
}

const isKind = (value: unknown): value is RateSheetRowKind =>
  rateSheetRowKinds.includes(value as RateSheetRowKind)

export function validateInboxesSearch(search: Record<string, unknown>): InboxesSearch {
  const sheet = idParam(search.sheet)
  return {
    ...validatePageSearch(search),
    ...(sheet ? { sheet } : {}),
    ...(isKind(search.kind) ? { kind: search.kind } : {}),
  }
}

/** The inbox page's route in each scope, for its loader data and search. */
export const inboxesRouteIds = {
  sms: '/_default/_verified/sms/routing/rates/Inboxes',
  hub: '/_default/_verified/hub/routing/vendor/rates/Inboxes',
} as const
