import { pagination } from '../../../contract/constants'
import type { FeedList, FeedLogList } from '../../../contract/feed'
import type { ApiResult } from '../../../services/http/client'
import { browserTimeZone, dayRangeOf, instantsOf } from './dayRange'
import { feedsApi } from './feedApis'
import type { FeedLogsSearch } from './feedLogsSearch'

export interface FeedLogsData {
  logs: ApiResult<FeedLogList>
  /** The feeds to filter by. */
  feeds: ApiResult<FeedList>
}

/** A page of the batch logs, filtered as the URL says, and the feeds to choose from. */
export async function loadFeedLogs(
  search: FeedLogsSearch,
  signal: AbortSignal,
): Promise<FeedLogsData> {
  const received = instantsOf(dayRangeOf(search.from, search.to), browserTimeZone())
  const [logs, feeds] = await Promise.all([
    feedsApi.logs(
      {
        page: search.page ?? 1,
        'filter[feed_id]': search.feed,
        'filter[outcome]': search.outcome,
        'filter[received_from]': received?.from,
        'filter[received_to]': received?.to,
      },
      signal,
    ),
    feedsApi.list({ per_page: pagination.maxItemsPerPage, sort: 'name' }, signal),
  ])
  return { logs, feeds }
}
