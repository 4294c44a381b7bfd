export {
  applyFilters,
  type JournalFiltersContext,
  type JournalFiltersEvent,
  type JournalFiltersInput,
  type JournalFiltersMachine,
  type JournalFiltersRef,
  type JournalFiltersSnapshot,
  type JournalFilterValues,
  journalFiltersMachine,
  noJournalFilters,
} from './journalFilters.machine'
export {
  queryOfFilters,
  selectCanClear,
  selectFilters,
  selectItemsPerPage,
  selectPage,
} from './selectors'
