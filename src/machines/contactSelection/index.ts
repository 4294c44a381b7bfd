export {
  type ContactSelectionActorDeps,
  createContactSelectionActors,
} from './contactSelection.actors'
export {
  type BulkOutcome,
  type BulkSelection,
  bulkSelectionOf,
  type ContactSelectionContext,
  type ContactSelectionEvent,
  type ContactSelectionInput,
  type ContactSelectionMachine,
  type ContactSelectionRef,
  type ContactSelectionSnapshot,
  contactSelectionMachine,
  type ShownPage,
  type TagAction,
} from './contactSelection.machine'
export {
  type SelectionMode,
  selectCountIsLowerBound,
  selectIsBusy,
  selectIsDeleteConfirmOpen,
  selectIsExporting,
  selectIsRowSelected,
  selectIsTagFormOpen,
  selectOffersMatching,
  selectPageSelection,
  selectProblem,
  selectSelectedCount,
  selectSelectionMode,
  selectTagAction,
  selectTagFieldErrors,
} from './selectors'
