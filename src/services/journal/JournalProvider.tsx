import { createContext, type ReactNode, useContext } from 'react'
import type { Journal } from './journal'

const JournalContext = createContext<Journal | null>(null)

/** Gives the app's journal to every actor created below it (see useJournaledActorRef). */
export function JournalProvider({ journal, children }: { journal: Journal; children: ReactNode }) {
  return <JournalContext.Provider value={journal}>{children}</JournalContext.Provider>
}

/** The app's journal, or null outside a JournalProvider (tests, the gallery in isolation). */
export function useJournal(): Journal | null {
  return useContext(JournalContext)
}
