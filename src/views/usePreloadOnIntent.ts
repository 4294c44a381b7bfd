import { useRouter } from '@tanstack/react-router'

/**
 * The router preloads a page on intent only for its own links; React Aria's links (every link
 * of the app) navigate through it without that. Spread on a link, this fetches the page's code
 * and data as the link is hovered or focused, so the page opens at once when it is followed.
 */
export function usePreloadOnIntent() {
  const router = useRouter()
  return (href: string) => {
    const preload = () =>
      void router
        // The app's links name their pages by path, as AriaRouterProvider navigates to them.
        .preloadRoute({ to: href } as Parameters<typeof router.preloadRoute>[0])
        // A preload that fails is done again by the navigation, which shows the failure.
        .catch(() => undefined)
    return { onHoverStart: preload, onFocus: preload }
  }
}
