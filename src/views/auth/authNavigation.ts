/**
 * How a sign-in screen moves on once its form is answered: the router's navigation in the app
 * (routedAuthNavigation.ts), the browser's on the sign-in pages drawn without the router
 * (signInLocation.ts), which load the app at the page they go to.
 */
export interface AuthNavigation {
  /** Replaces this page with another of the app, by its path and query. */
  replaceWith: (href: string, options?: { signInNotice?: string }) => void
}
