import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useJournal } from './journal/JournalProvider'
import { createNotifier, type Notifier } from './notify'

const NotifierContext = createContext<Notifier | null>(null)

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/**
 * Provides the app's toast queue (created here unless one is passed) and keeps its reduced
 * motion preference in step with the system setting.
 */
export function NotifyProvider({
  notifier: given,
  children,
}: {
  notifier?: Notifier
  children: ReactNode
}) {
  const journal = useJournal()
  const [notifier] = useState(() => given ?? createNotifier({}, journal))

  useEffect(() => {
    const query = globalThis.matchMedia?.(reducedMotionQuery)
    if (!query) return
    const apply = () => notifier.configure({ reducedMotion: query.matches })
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [notifier])

  return <NotifierContext.Provider value={notifier}>{children}</NotifierContext.Provider>
}

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
