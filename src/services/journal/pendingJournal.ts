import type { InspectionEvent } from 'xstate'
import type { Journal, JournalOptions } from './journal'
import type { JournalInspector } from './journaledActor'

/** A journal whose code comes later: it records at once, and stores once `load` has run. */
export interface PendingJournal extends JournalInspector {
  /** Opens the journal (once) and hands it what was recorded meanwhile. */
  load(): Promise<Journal>
  /** Resolves once everything recorded so far is stored (opening the journal if need be). */
  flush(): Promise<void>
}

/**
 * The sign-in pages' journal (src/signin.tsx): their actors' events are kept, with the time of
 * each, until the journal's own code arrives with the user's intent, then recorded in order as
 * if they had just happened at their own time, so the journal reads the same as the app's.
 */
export function pendingJournal(
  open: (options: Required<Pick<JournalOptions, 'now'>>) => Journal | Promise<Journal>,
): PendingJournal {
  let kept: { event: InspectionEvent; at: number }[] = []
  let journal: Journal | null = null
  let loading: Promise<Journal> | null = null
  // While kept events are handed over, the journal's clock reads each one's own time.
  let replayedAt: number | null = null
  const load = () => {
    loading ??= Promise.resolve(open({ now: () => replayedAt ?? Date.now() })).then((opened) => {
      for (const { event, at } of kept) {
        replayedAt = at
        opened.inspect(event)
      }
      replayedAt = null
      kept = []
      journal = opened
      return opened
    })
    return loading
  }
  return {
    inspect: (event) => {
      if (journal) journal.inspect(event)
      else kept.push({ event, at: Date.now() })
    },
    load,
    flush: async () => (await load()).flush(),
  }
}
