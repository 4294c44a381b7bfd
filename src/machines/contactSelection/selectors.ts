import type { ContactSelectionSnapshot } from './contactSelection.machine'

/** How the selection reads: nothing, some rows, or everything matching the filters. */
export type SelectionMode = 'none' | 'ids' | 'matching'

export function selectSelectionMode(snapshot: ContactSelectionSnapshot): SelectionMode {
  const { context } = snapshot
  if (context.matching) return 'matching'
  return context.ids.length > 0 ? 'ids' : 'none'
}

/** How many contacts a bulk call would act on. */
export function selectSelectedCount(snapshot: ContactSelectionSnapshot): number {
  const { context } = snapshot
  return context.matching ? context.shown.total : context.ids.length
}

/** The count is a lower bound: everything matching is chosen and the list counted to a cap. */
export const selectCountIsLowerBound = (snapshot: ContactSelectionSnapshot) =>
  snapshot.context.matching && snapshot.context.shown.totalIsLowerBound === true

/** The rows of the page chosen, for the header checkbox: all, some or none. */
export function selectPageSelection(snapshot: ContactSelectionSnapshot): 'all' | 'some' | 'none' {
  const { context } = snapshot
  const { pageIds } = context.shown
  if (pageIds.length === 0) return 'none'
  if (context.matching) return 'all'
  const chosen = pageIds.filter((id) => context.ids.includes(id)).length
  if (chosen === 0) return 'none'
  return chosen === pageIds.length ? 'all' : 'some'
}

export const selectIsRowSelected = (snapshot: ContactSelectionSnapshot, id: string) =>
  snapshot.context.matching || snapshot.context.ids.includes(id)

/** Everything matching the filters can be chosen: offered once the page is chosen. */
export const selectOffersMatching = (snapshot: ContactSelectionSnapshot) =>
  snapshot.can({ type: 'selection.selectMatching' }) && selectPageSelection(snapshot) === 'all'

/** A bulk call is in flight: the selection and the other actions wait. */
export const selectIsBusy = (snapshot: ContactSelectionSnapshot) => snapshot.hasTag('busy')

export const selectIsTagFormOpen = (snapshot: ContactSelectionSnapshot) =>
  snapshot.matches('tagForm') || snapshot.matches('tagging')

export const selectIsDeleteConfirmOpen = (snapshot: ContactSelectionSnapshot) =>
  snapshot.matches('confirmingDelete') || snapshot.matches('deleting')

export const selectIsExporting = (snapshot: ContactSelectionSnapshot) =>
  snapshot.matches('exporting')

export const selectTagAction = (snapshot: ContactSelectionSnapshot) => snapshot.context.tagAction

/** Field messages of the tag form, keyed as its one field (`tags.0` is about `tags`). */
export function selectTagFieldErrors(snapshot: ContactSelectionSnapshot): Record<string, string[]> {
  const messages = Object.entries(snapshot.context.fieldErrors)
    .filter(([field]) => field === 'tags' || field.startsWith('tags.'))
    .flatMap(([, list]) => list)
  return messages.length > 0 ? { tags: messages } : {}
}

export const selectProblem = (snapshot: ContactSelectionSnapshot) => snapshot.context.problem
