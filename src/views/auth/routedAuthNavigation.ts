import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { AuthNavigation } from './authNavigation'

/** A sign-in screen's navigation inside the app: the router's, without a page load. */
export function useRoutedAuthNavigation(): AuthNavigation {
  const navigate = useNavigate()
  return useMemo(
    () => ({
      replaceWith: (href, { signInNotice } = {}) =>
        void navigate({ href, replace: true, state: signInNotice ? { signInNotice } : undefined }),
    }),
    [navigate],
  )
}
