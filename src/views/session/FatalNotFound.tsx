import { useLocation } from '@tanstack/react-router'
import { type ReactNode, useSyncExternalStore } from 'react'
import { NotFoundPage } from '../errors/NotFoundPage'
import { fatalNotFound$ } from './fatalNotFound'

const subscribe = (onChange: () => void) => {
  const subscription = fatalNotFound$.subscribe(onChange)
  return () => subscription.unsubscribe()
}

// A prerendered page (src/prerender.tsx) is one no API call has refused yet.
const noFailure = () => null

/** Spec §8: an API 404 replaces the page with the not-found page until the user moves on. */
export function FatalNotFound({ children }: { children: ReactNode }) {
  const href = useLocation({ select: (location) => location.href })
  const failedAt = useSyncExternalStore(subscribe, () => fatalNotFound$.getValue(), noFailure)
  return failedAt === href ? <NotFoundPage /> : children
}
