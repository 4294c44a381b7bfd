import type { JournalEntry } from './entry'

/**
 * The journals an audit screen has loaded, by id. The screen's machine passes ids around, never
 * the entries: its events are journaled too, and a journal must not be copied into itself.
 */
export interface JournalShelf {
  /** Keeps the entries; answers their id. */
  put(entries: readonly JournalEntry[]): string
  get(id: string): readonly JournalEntry[]
}

/** Keeps only the latest journal: a screen shows one at a time. */
export function createJournalShelf(): JournalShelf {
  let shelved: { id: string; entries: readonly JournalEntry[] } | null = null
  let next = 0
  return {
    put(entries) {
      next += 1
      shelved = { id: `journal-${next}`, entries }
      return shelved.id
    },
    get(id) {
      return shelved?.id === id ? shelved.entries : []
    },
  }
}
