import { createFileRoute, notFound } from '@tanstack/react-router'
import { defaultRoutingScope } from '../../../../../../../contract/constants'
import { validatePageSearch } from '../../../../../../lists/pageSearch'
import {
  loadRoutes,
  RoutesPending,
  RoutesScreen,
} from '../../../../../../routing/routes/RoutesScreen'

/** /sms/routing/routes: the routes list; the networks and connections pages sit beside it. */
export const Route = createFileRoute('/_default/_verified/sms/routing/routes/$')({
  params: {
    parse: (raw: { _splat?: string }) => {
      if (raw._splat) throw notFound()
      return { _splat: '' }
    },
    stringify: () => ({ _splat: '' }),
  },
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    loadRoutes(defaultRoutingScope, deps.page ?? 1, abortController.signal),
  pendingComponent: RoutesPending,
  component: RoutesScreen,
})
