import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorPage } from './errors/ErrorPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { routeTree } from './routeTree.gen'

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...options,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
