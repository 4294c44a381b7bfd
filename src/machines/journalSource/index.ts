export {
  createJournalSourceActors,
  type JournalSourceDeps,
  readJournalFile,
} from './journalSource.actors'
export {
  type ImportOutcome,
  type ImportProblem,
  type JournalSourceContext,
  type JournalSourceEvent,
  type JournalSourceInput,
  type JournalSourceMachine,
  type JournalSourceRef,
  type JournalSourceSnapshot,
  journalSourceMachine,
  type LoadedJournal,
} from './journalSource.machine'
export {
  selectCanImport,
  selectCanReload,
  selectImportProblem,
  selectIsBusy,
  selectJournal,
  selectProblem,
} from './selectors'
