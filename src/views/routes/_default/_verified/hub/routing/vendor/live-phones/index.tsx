import { createFileRoute } from '@tanstack/react-router'
import {
  LivePhonesPending,
  LivePhonesScreen,
  loadLivePhones,
} from '../../../../../../../hub/live-phones/LivePhonesScreen'
import { validatePageSearch } from '../../../../../../../lists/pageSearch'

/** /hub/routing/vendor/live-phones: the team's test handsets. */
export const Route = createFileRoute('/_default/_verified/hub/routing/vendor/live-phones/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadLivePhones(deps.page ?? 1, abortController.signal),
  pendingComponent: LivePhonesPending,
  component: LivePhonesScreen,
})
