import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { SessionActorRef, SessionSnapshot } from '../../machines/session'

/**
 * The app's session actor: given by the app's router to every route (views/router.ts), and by
 * the sign-in pages drawn without it (views/auth/SignInApp.tsx).
 */
export const SessionContext = createContext<SessionActorRef | null>(null)

/** The app's session actor. */
export function useSession(): SessionActorRef {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionContext (the app router gives one)')
  return session
}

/** A value of the session, re-rendering when it changes. */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSession(), selector)
}
