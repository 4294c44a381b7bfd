import { type ReactNode, useEffect, useState } from 'react'
import { useJournalInspector } from './journal/JournalProvider'
import { NotifierContext } from './notifierContext'
import { createNotifier, type Notifier } from './notify'

export { useNotify, useOptionalNotifier } from './notifierContext'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/** Keeps the toast queue's reduced motion preference in step with the system setting. */
export function useReducedMotion(notifier: Notifier) {
  useEffect(() => {
    const query = globalThis.matchMedia?.(reducedMotionQuery)
    if (!query) return
    const apply = () => notifier.configure({ reducedMotion: query.matches })
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [notifier])
}

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
  const journal = useJournalInspector()
  const [notifier] = useState(() => given ?? createNotifier({}, journal))

  useReducedMotion(notifier)

  return <NotifierContext.Provider value={notifier}>{children}</NotifierContext.Provider>
}
