import { journal as journalConstants } from '../../contract/constants'
import type { JournalDraft, JournalEntry } from './entry'

/** Where journal entries live. Every store is bounded: past `maxEntries` the oldest go first. */
export interface JournalStore {
  /** Numbers and keeps the drafts, in order; answers them as entries. */
  append(drafts: readonly JournalDraft[]): Promise<JournalEntry[]>
  /** Every kept entry, oldest first. */
  all(): Promise<JournalEntry[]>
  clear(): Promise<void>
  close(): void
}

export interface StoreOptions {
  /** @default journal.maxEntries (10,000) */
  maxEntries?: number
}

export const maxEntriesOf = (options: StoreOptions) =>
  options.maxEntries ?? journalConstants.maxEntries

/** A store in memory: for tests, imported journals, and browsers without IndexedDB. */
export function createMemoryStore(options: StoreOptions = {}): JournalStore {
  const maxEntries = maxEntriesOf(options)
  let entries: JournalEntry[] = []
  let nextSeq = 1
  return {
    async append(drafts) {
      const added = drafts.map((draft) => ({ ...draft, seq: nextSeq++ }))
      entries = [...entries, ...added].slice(-maxEntries)
      return added
    },
    async all() {
      return [...entries]
    },
    async clear() {
      entries = []
    },
    close() {},
  }
}
