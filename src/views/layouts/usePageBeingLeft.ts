import { useRouterState } from '@tanstack/react-router'

/**
 * True while the router loads another page: it keeps showing the page being left until the next
 * one is ready, though the address already names the next. A change of the search params alone
 * (a filter, a list's page) keeps the page.
 */
export function usePageBeingLeft(): boolean {
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
