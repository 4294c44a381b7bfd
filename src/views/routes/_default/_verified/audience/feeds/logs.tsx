import { createFileRoute } from '@tanstack/react-router'
import { FeedLogsPending, FeedLogsScreen } from '../../../../../audience/feeds/FeedLogsScreen'
import { loadFeedLogs } from '../../../../../audience/feeds/feedLogsLoader'
import { validateFeedLogsSearch } from '../../../../../audience/feeds/feedLogsSearch'

export const Route = createFileRoute('/_default/_verified/audience/feeds/logs')({
  validateSearch: validateFeedLogsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadFeedLogs(deps, abortController.signal),
  pendingComponent: FeedLogsPending,
  component: FeedLogsScreen,
})
