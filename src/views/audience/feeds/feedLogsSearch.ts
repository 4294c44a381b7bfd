import { feedLogOutcomes } from '../../../contract/feed-values'
import { validatePageSearch } from '../../lists/pageSearch'
import { dayParam, dayRangeOf } from './dayParam'
import { idParam } from './feedsSearch'

export type FeedLogOutcome = (typeof feedLogOutcomes)[number]

/** The logs page's filters and page, all in the URL. */
export interface FeedLogsSearch {
  page?: number
  feed?: string
  outcome?: FeedLogOutcome
  /** First and last day received (both included), `YYYY-MM-DD` in the user's time zone. */
  from?: string
  to?: string
}

/** Unreadable filters are dropped (the list shows unfiltered) rather than refused. */
export function validateFeedLogsSearch(search: Record<string, unknown>): FeedLogsSearch {
  const feed = idParam(search.feed)
  const outcome = feedLogOutcomes.find((value) => value === search.outcome)
  const range = dayRangeOf(dayParam(search.from), dayParam(search.to))
  return {
    ...validatePageSearch(search),
    ...(feed ? { feed } : {}),
    ...(outcome ? { outcome } : {}),
    ...(range ? { from: range.start, to: range.end } : {}),
  }
}
