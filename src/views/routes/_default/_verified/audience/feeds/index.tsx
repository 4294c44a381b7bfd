import { createFileRoute } from '@tanstack/react-router'
import { FeedsPending, FeedsScreen } from '../../../../../audience/feeds/FeedsScreen'
import { loadFeeds } from '../../../../../audience/feeds/feedsLoader'
import { validateFeedsSearch } from '../../../../../audience/feeds/feedsSearch'

export const Route = createFileRoute('/_default/_verified/audience/feeds/')({
  validateSearch: validateFeedsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadFeeds(deps, abortController.signal),
  pendingComponent: FeedsPending,
  component: FeedsScreen,
})
