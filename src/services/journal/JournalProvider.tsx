import { createContext, type ReactNode, useContext } from 'react'
import type { Journal } from './journal'
import type { JournalInspector } from './journaledActor'

const JournalContext = createContext<Journal | null>(null)
const JournalInspectorContext = createContext<JournalInspector | null>(null)

/** Gives the app's journal to every actor created below it (see useJournaledActorRef). */
export function JournalProvider({ journal, children }: { journal: Journal; children: ReactNode }) {
  return (
    <JournalContext.Provider value={journal}>
      <JournalInspectorContext.Provider value={journal}>
        {children}
      </JournalInspectorContext.Provider>
    </JournalContext.Provider>
  )
}

/**
 * Gives the actors below it a journal's inspector alone: the sign-in pages record their actors
 * before the journal's own code is loaded (services/journal/pendingJournal.ts).
 */
export function JournalInspectorProvider({
  inspector,
  children,
}: {
  inspector: JournalInspector
  children: ReactNode
}) {
  return (
    <JournalInspectorContext.Provider value={inspector}>
      {children}
    </JournalInspectorContext.Provider>
  )
}

/** The app's journal, or null outside a JournalProvider (tests, the gallery in isolation). */
export function useJournal(): Journal | null {
  return useContext(JournalContext)
}

/** Where the actors created here record their events, or null outside either provider. */
export function useJournalInspector(): JournalInspector | null {
  return useContext(JournalInspectorContext)
}
