import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { mainContentId } from './SkipLink'

/**
 * True while the router loads another page: it keeps showing the page being left until the next
 * one is ready, though the address already names the next. A change of the search params alone
 * (a filter, a list's page) keeps the page.
 */
function usePageBeingLeft(): boolean {
  return useRouterState({
    select: (state) => {
      const shown = state.matches.at(-1)
      return (
        state.status === 'pending' &&
        shown !== undefined &&
        shown.pathname !== state.location.pathname
      )
    },
  })
}

/**
 * A layout's <main>, where the skip link lands. Inert while its page is being left: what is
 * typed into a page the next one is about to replace would be lost.
 */
export function PageMain({ className, children }: { className: string; children: ReactNode }) {
  const isBeingLeft = usePageBeingLeft()
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className={className}
      inert={isBeingLeft}
      aria-busy={isBeingLeft}
    >
      {children}
    </main>
  )
}
