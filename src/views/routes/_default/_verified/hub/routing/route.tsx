import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { hubRoutingScope } from '../../../../../../contract/constants'
import { RoutingScopeProvider } from '../../../../../routing/scope/RoutingScope'

/** The one place that says the hub's routing pages are in the hub's scope. */
const scope = hubRoutingScope

/**
 * /hub/routing/...: SMS routing's screens and machines over the hub's traffic (issue 18 item 4).
 * Loaders read the scope from the route context, screens from the provider.
 */
export const Route = createFileRoute('/_default/_verified/hub/routing')({
  beforeLoad: ({ location }) => {
    // The area has no page of its own: /hub/routing alone stays as unknown as before.
    if (location.pathname.replace(/\/+$/, '').toLowerCase() === '/hub/routing') throw notFound()
    return { routingScope: scope }
  },
  component: HubRouting,
})

function HubRouting() {
  return (
    <RoutingScopeProvider scope={scope}>
      <Outlet />
    </RoutingScopeProvider>
  )
}
