import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { createElement, type ReactNode } from 'react'
import type { SessionActorRef } from '../machines/session'
import { ErrorPage } from './errors/ErrorPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { routeTree } from './routeTree.gen'
import { DraftPageContext } from './session/useFormDraft'
import { SessionContext } from './session/useSession'

export function createAppRouter(options: { session: SessionActorRef; history?: RouterHistory }) {
  const { session, ...rest } = options
  const pagePath = () => router.state.location.pathname
  // What the app's views read without the router's own hooks, so the sign-in pages can give
  // them too (views/auth/SignInApp.tsx) and load no router.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per router, which keeps it
  const Wrap = ({ children }: { children: ReactNode }) =>
    createElement(
      SessionContext.Provider,
      { value: session },
      createElement(DraftPageContext.Provider, { value: pagePath }, children),
    )
  const router = createRouter({
    routeTree,
    ...rest,
    Wrap,
    context: { session },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  })
  return router
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
