import type { JournalSourceSnapshot } from './journalSource.machine'

export const selectJournal = (snapshot: JournalSourceSnapshot) => snapshot.context.journal

export const selectIsBusy = (snapshot: JournalSourceSnapshot) => snapshot.hasTag('busy')

export const selectProblem = (snapshot: JournalSourceSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.problem : null

export const selectImportProblem = (snapshot: JournalSourceSnapshot) =>
  snapshot.context.importProblem

/** Whether the own journal can be read again (shown, or failed, on the user's screen). */
export const selectCanReload = (snapshot: JournalSourceSnapshot) =>
  snapshot.can({ type: 'source.reload' })

export const selectCanImport = (snapshot: JournalSourceSnapshot) =>
  snapshot.can({ type: 'source.import', file: undefined as never })
