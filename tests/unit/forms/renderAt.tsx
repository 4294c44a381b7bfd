import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { ConfirmProvider } from '../../../src/design/ConfirmDialog'

/** Draws `Page` at `/` of a router of its own, whose `/login` is another page to leave for. */
export async function renderAt(Page: () => React.ReactNode) {
  const root = createRootRoute()
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: Page }),
      createRoute({ getParentRoute: () => root, path: '/login', component: () => <h1>Other</h1> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  )
  return router
}
