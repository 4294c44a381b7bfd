import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { JournalProvider } from './services/journal/JournalProvider'
import type { Journal } from './services/journal/journal'
import type { AppRouter } from './views/router'

/**
 * The whole app: rendered in the browser (main.tsx) and prerendered at build time (prerender.tsx).
 * `onMounted` runs once the app has the page (after hydration, for a prerendered one).
 */
export function App({
  journal,
  router,
  onMounted,
}: {
  journal: Journal
  router: AppRouter
  onMounted?: () => void
}) {
  useEffect(() => onMounted?.(), [onMounted])
  return (
    <StrictMode>
      <JournalProvider journal={journal}>
        <RouterProvider router={router} />
      </JournalProvider>
    </StrictMode>
  )
}
