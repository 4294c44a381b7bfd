import { useLocation } from '@tanstack/react-router'
import { type ReactNode, useSyncExternalStore } from 'react'
import { NotFoundPage } from '../errors/NotFoundPage'
import { fatalNotFound$ } from './fatalNotFound'

const subscribe = (onChange: () => void) => {
  const subscription = fatalNotFound$.subscribe(onChange)
  return () => subscription.unsubscribe()
}

/** Spec §8: an API 404 replaces the page with the not-found page until the user moves on. */
export function FatalNotFound({ children }: { children: ReactNode }) {
  const href = useLocation({ select: (location) => location.href })
  const failedAt = useSyncExternalStore(subscribe, () => fatalNotFound$.getValue())
  return failedAt === href ? <NotFoundPage /> : children
}
