export { formatPageNumber, type PageItem, pageWindow } from './pageWindow'
export {
  type PaginationContext,
  type PaginationEmitted,
  type PaginationEvent,
  type PaginationInput,
  type PaginationMachine,
  type PaginationRef,
  paginationMachine,
} from './pagination.machine'
export { selectPage, selectPageCount, selectPageItems } from './selectors'
export {
  type PaginationDirection,
  type PaginationSettings,
  PaginationSettingsError,
  type PaginationType,
  pageCountOf,
  pageHref,
  type ResolvedPaginationSettings,
  resolveLocale,
  resolvePaginationSettings,
} from './settings'
