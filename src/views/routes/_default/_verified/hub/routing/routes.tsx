import { createFileRoute } from '@tanstack/react-router'
import { validatePageSearch } from '../../../../../lists/pageSearch'
import { loadRoutes, RoutesPending, RoutesScreen } from '../../../../../routing/routes/RoutesScreen'

/** /hub/routing/routes: the hub's vendor routes, on SMS routing's screen. */
export const Route = createFileRoute('/_default/_verified/hub/routing/routes')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, abortController }) =>
    loadRoutes(context.routingScope, deps.page ?? 1, abortController.signal),
  pendingComponent: RoutesPending,
  component: RoutesScreen,
})
