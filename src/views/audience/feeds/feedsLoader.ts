import type { CountryList } from '../../../contract/countries'
import type { FeedList, FeedResource } from '../../../contract/feed'
import type { ApiResult } from '../../../services/http/client'
import { feedsApi, loadCountries } from './feedApis'
import type { FeedsSearch } from './feedsSearch'

export interface FeedsData {
  feeds: ApiResult<FeedList>
  countries: ApiResult<CountryList>
  /** The feed being edited (`?edit=`), and the one whose posting details are open (`?feed=`). */
  editing: FeedResource | null
  posting: FeedResource | null
}

/** A feed named in the URL: from the page when it is there, else read on its own. */
async function feedNamed(
  id: string | undefined,
  listed: ApiResult<FeedList>,
  signal: AbortSignal,
): Promise<FeedResource | null> {
  if (!id) return null
  const onPage = listed.ok ? listed.data.data.find((feed) => feed.id === id) : undefined
  if (onPage) return onPage
  const shown = await feedsApi.show(id, signal)
  return shown.ok ? shown.data : null
}

/** A page of the team's feeds, the countries their forms offer, and the feeds the URL opens. */
export async function loadFeeds(search: FeedsSearch, signal: AbortSignal): Promise<FeedsData> {
  const [feeds, countries] = await Promise.all([
    feedsApi.list({ page: search.page ?? 1, sort: 'name' }, signal),
    loadCountries(signal),
  ])
  const [editing, posting] = await Promise.all([
    feedNamed(search.edit, feeds, signal),
    feedNamed(search.feed, feeds, signal),
  ])
  return { feeds, countries, editing, posting }
}
