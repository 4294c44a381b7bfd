import { createJournal, type Journal, type JournalOptions } from './journal'

/**
 * The app's journal: in the browser's IndexedDB, or in memory where there is none. The store's
 * code loads beside the first page, not before it: the journal holds what happens meanwhile.
 */
export function openBrowserJournal(
  scope: { indexedDB?: IDBFactory } = globalThis,
  options: Pick<JournalOptions, 'now'> = {},
): Journal {
  const { indexedDB } = scope
  const store = indexedDB
    ? import('./indexedDbStore').then(({ openIndexedDbStore }) => openIndexedDbStore(indexedDB))
    : Promise.reject(new Error('IndexedDB is unavailable: the journal lasts until the page closes'))
  const journal = createJournal({ ...options, store })
  // For whoever investigates a missing journal: the app itself goes on without noticing.
  journal.errors$.subscribe((error) => console.error('The event journal is kept in memory:', error))
  return journal
}
