import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { SessionActorRef } from '../machines/session'
import { ErrorPage } from './errors/ErrorPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { routeTree } from './routeTree.gen'

export function createAppRouter(options: { session: SessionActorRef; history?: RouterHistory }) {
  const { session, ...rest } = options
  return createRouter({
    routeTree,
    ...rest,
    context: { session },
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

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * What the sign-in page confirms above its form (the password was just reset), kept with the
     * history entry: unlike a toast it has no timeout, so a sign-in page slow to arrive still says it.
     */
    signInNotice?: string
  }
}
