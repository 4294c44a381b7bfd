import type { JournalDraft, JournalEntry } from './entry'
import { type JournalStore, maxEntriesOf, type StoreOptions } from './store'

export interface IndexedDbStoreOptions extends StoreOptions {
  /** @default 'switchboard-journal' */
  databaseName?: string
}

export const journalDatabaseName = 'switchboard-journal'
const entriesStore = 'entries'
const schemaVersion = 1

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

const completion = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('Journal write aborted'))
  })

function openDatabase(factory: IDBFactory, name: string) {
  const request = factory.open(name, schemaVersion)
  request.onupgradeneeded = () => {
    // The key generator numbers entries across reloads and tabs: `seq` is never reused.
    request.result.createObjectStore(entriesStore, { keyPath: 'seq', autoIncrement: true })
  }
  return settle(request)
}

/** Drops the oldest entries past `maxEntries`, inside the writing transaction. */
async function dropOldest(store: IDBObjectStore, maxEntries: number) {
  let excess = (await settle(store.count())) - maxEntries
  if (excess <= 0) return
  const request = store.openCursor()
  await new Promise<void>((resolve, reject) => {
    request.onsuccess = () => {
      const cursor = request.result
      if (!cursor || excess <= 0) return resolve()
      cursor.delete()
      excess -= 1
      cursor.continue()
    }
    request.onerror = () => reject(request.error)
  })
}

/** The journal in IndexedDB: it survives reloads and is shared by the tabs of the app. */
export async function openIndexedDbStore(
  factory: IDBFactory,
  options: IndexedDbStoreOptions = {},
): Promise<JournalStore> {
  const maxEntries = maxEntriesOf(options)
  const database = await openDatabase(factory, options.databaseName ?? journalDatabaseName)

  return {
    async append(drafts: readonly JournalDraft[]) {
      const transaction = database.transaction(entriesStore, 'readwrite')
      const done = completion(transaction)
      const store = transaction.objectStore(entriesStore)
      const keys = await Promise.all(drafts.map((draft) => settle(store.add(draft))))
      await dropOldest(store, maxEntries)
      await done
      return drafts.map((draft, index) => ({ ...draft, seq: Number(keys[index]) }))
    },
    async all() {
      const transaction = database.transaction(entriesStore, 'readonly')
      return (await settle(transaction.objectStore(entriesStore).getAll())) as JournalEntry[]
    },
    async clear() {
      const transaction = database.transaction(entriesStore, 'readwrite')
      const done = completion(transaction)
      transaction.objectStore(entriesStore).clear()
      await done
    },
    close() {
      database.close()
    },
  }
}
