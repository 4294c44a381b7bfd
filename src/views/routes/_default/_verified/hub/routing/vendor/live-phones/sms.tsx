import { createFileRoute } from '@tanstack/react-router'
import {
  LiveTestsPending,
  LiveTestsScreen,
  loadLiveTests,
} from '../../../../../../../hub/live-phones/LiveTestsScreen'
import { validateLiveTestSearch } from '../../../../../../../hub/live-phones/liveTestsSearch'

/** /hub/routing/vendor/live-phones/sms: the tests, their verdicts and status logs. */
export const Route = createFileRoute('/_default/_verified/hub/routing/vendor/live-phones/sms')({
  validateSearch: validateLiveTestSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadLiveTests(deps, abortController.signal),
  pendingComponent: LiveTestsPending,
  component: LiveTestsScreen,
})
