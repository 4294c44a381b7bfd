import { createFileRoute } from '@tanstack/react-router'
import { EndpointsPending, EndpointsScreen } from '../../../../../hub/endpoints/EndpointsScreen'
import { loadEndpoints } from '../../../../../hub/endpoints/endpointsLoader'
import { validatePageSearch } from '../../../../../lists/pageSearch'

/** /hub/endpoints: the clients' ways into the hub (issue 18 item 2). */
export const Route = createFileRoute('/_default/_verified/hub/endpoints/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadEndpoints(deps.page ?? 1, abortController.signal),
  pendingComponent: EndpointsPending,
  component: EndpointsScreen,
})
