import { createContext, useContext } from 'react'
import type { Notifier } from './notify'

/**
 * The app's toast queue, given by NotifyProvider; apart from it, so a page that gives its queue
 * later (the sign-in pages, src/signin.tsx) reads it without loading the queue's code.
 */
export const NotifierContext = createContext<Notifier | null>(null)

/** The app's toast queue, or null outside a NotifyProvider. */
export function useOptionalNotifier(): Notifier | null {
  return useContext(NotifierContext)
}

/** The app's toast queue: `useNotify().notify({ type: 'success', message: 'Saved' })`. */
export function useNotify(): Notifier {
  const notifier = useContext(NotifierContext)
  if (!notifier) throw new Error('useNotify needs a NotifyProvider above it (see __root.tsx)')
  return notifier
}
