import { type Observable, ReplaySubject, Subject } from 'rxjs'
import type { InspectionEvent } from 'xstate'
import type { JournalDraft, JournalEntry } from './entry'
import type { JournalExport } from './exportFile'
import { toJournalExport } from './exportFormat'
import type { JournalFacets, JournalPage, JournalQuery } from './query'
import { createJournalRecorder } from './recorder'
import { createMemoryStore, type JournalStore } from './store'

/** What a journal screen reads: the user's own journal, or one imported from a file. */
export interface JournalReader {
  query(query?: JournalQuery): Promise<JournalPage>
  facets(): Promise<JournalFacets>
  /** Every entry, oldest first. */
  all(): Promise<JournalEntry[]>
  export(): Promise<JournalExport>
}

export interface Journal extends JournalReader {
  /** This page load's id, on every entry it records. */
  readonly run: string
  /** Each entry once it is numbered and stored, in journal order. */
  readonly entries$: Observable<JournalEntry>
  /** Storage failures (the latest is replayed to new subscribers); the journal goes on in memory. */
  readonly errors$: Observable<Error>
  /** The inspection observer for `createActor(logic, { inspect: journal.inspect })`. */
  readonly inspect: (event: InspectionEvent) => void
  append(draft: JournalDraft): void
  /** Resolves once everything appended so far is stored. */
  flush(): Promise<void>
  clear(): Promise<void>
  close(): Promise<void>
}

export interface JournalOptions {
  /** Where entries are kept; a store that fails to open leaves the journal in memory. */
  store?: JournalStore | Promise<JournalStore>
  /** @default a new id per journal */
  run?: string
  /** @default Date.now */
  now?: () => number
}

export const newRunId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

// Filtering and facets load with the first journal screen that asks, not with every page.
const loadQuery = () => import('./query')

function readerOf(all: () => Promise<JournalEntry[]>): JournalReader {
  return {
    all,
    query: async (query) => (await loadQuery()).queryEntries(await all(), query),
    facets: async () => (await loadQuery()).facetsOf(await all()),
    export: async () => toJournalExport(await all()),
  }
}

/** A read-only journal over given entries, e.g. an imported file (see parseJournalExport). */
export function readJournal(entries: readonly JournalEntry[]): JournalReader {
  return readerOf(async () => [...entries])
}

/**
 * The event journal: actors created with its `inspect` append an entry for every event they
 * process. Entries are written in batches (one per microtask turn), then streamed.
 */
export function createJournal(options: JournalOptions = {}): Journal {
  const { run = newRunId(), now = Date.now } = options
  const entries = new Subject<JournalEntry>()
  const errors = new ReplaySubject<Error>(1)

  const fallBack = (error: unknown) => {
    errors.next(error instanceof Error ? error : new Error(String(error)))
    return createMemoryStore()
  }
  let store: Promise<JournalStore> = Promise.resolve(options.store ?? createMemoryStore()).catch(
    fallBack,
  )

  let pending: JournalDraft[] = []
  let writes = Promise.resolve()
  let scheduled = false

  const write = () => {
    scheduled = false
    const batch = pending
    pending = []
    if (batch.length === 0) return writes
    writes = writes.then(async () => {
      let stored: JournalEntry[]
      try {
        stored = await (await store).append(batch)
      } catch (error) {
        const memory = fallBack(error)
        store = Promise.resolve(memory)
        stored = await memory.append(batch)
      }
      for (const entry of stored) entries.next(entry)
    })
    return writes
  }

  const append = (draft: JournalDraft) => {
    pending.push(draft)
    if (scheduled) return
    scheduled = true
    queueMicrotask(write)
  }

  const all = async () => {
    await write()
    return (await store).all()
  }

  return {
    ...readerOf(all),
    run,
    entries$: entries.asObservable(),
    errors$: errors.asObservable(),
    inspect: createJournalRecorder(append, { run, now }),
    append,
    flush: write,
    async clear() {
      await write()
      await (await store).clear()
    },
    async close() {
      await write()
      ;(await store).close()
      entries.complete()
      errors.complete()
    },
  }
}
