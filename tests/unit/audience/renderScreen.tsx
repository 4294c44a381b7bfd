import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { ConfirmProvider } from '../../../src/design/ConfirmDialog'
import { NotifyProvider } from '../../../src/services/NotifyProvider'
import { createNotifier } from '../../../src/services/notify'

/**
 * Renders a screen's part that reloads the route after a change (router.invalidate) and tells
 * the user with a toast: under a one-route memory router, with the toast queue and the confirm
 * dialog of the app's root. Answers the toast queue.
 */
export async function renderInRouter(Component: ComponentType) {
  const notifier = createNotifier({})
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Component /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  const view = render(
    <NotifyProvider notifier={notifier}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </NotifyProvider>,
  )
  return { ...view, notifier, router }
}
