import { type NavigateOptions, type ToOptions, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'] | string
    routerOptions: Omit<NavigateOptions, keyof ToOptions>
  }
}

/** Lets every React Aria link and menu item navigate through the app's router. */
export function AriaRouterProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  return (
    <RouterProvider
      navigate={(to, options) => router.navigate({ ...options, to: to as string })}
      useHref={(to) => router.buildLocation({ to: to as string }).href}
    >
      {children}
    </RouterProvider>
  )
}
