import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { JournalProvider } from './services/journal/JournalProvider'
import type { Journal } from './services/journal/journal'
import type { AppRouter } from './views/router'

/** The whole app, rendered in the browser (main.tsx). */
export function App({ journal, router }: { journal: Journal; router: AppRouter }) {
  return (
    <StrictMode>
      <JournalProvider journal={journal}>
        <RouterProvider router={router} />
      </JournalProvider>
    </StrictMode>
  )
}
