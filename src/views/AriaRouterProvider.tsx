import { type NavigateOptions, type ToOptions, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'] | string
    routerOptions: Omit<NavigateOptions, keyof ToOptions>
  }
}

/** An href with a query or a fragment (`/signup?redirect=/campaigns`) is kept whole. */
const hasSearchOrHash = (to: unknown): to is string => typeof to === 'string' && /[?#]/.test(to)

/** Lets every React Aria link and menu item navigate through the app's router. */
export function AriaRouterProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  return (
    <RouterProvider
      navigate={(to, options) =>
        hasSearchOrHash(to)
          ? router.navigate({ ...options, href: to })
          : router.navigate({ ...options, to: String(to) })
      }
      useHref={(to) => (hasSearchOrHash(to) ? to : router.buildLocation({ to: String(to) }).href)}
    >
      {children}
    </RouterProvider>
  )
}
