import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { SessionActorRef, SessionSnapshot } from '../../machines/session'

/** The app's session actor, from the router's context. */
export function useSession(): SessionActorRef {
  return useRouter().options.context.session
}

/** A value of the session, re-rendering when it changes. */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSession(), selector)
}
