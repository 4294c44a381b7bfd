import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { pagination as paginationConstants } from '../../contract/constants'
import { pageCountOf } from './settings'

export interface PaginationInput {
  totalItems: number
  currentPage: number
  /** @default 10 */
  itemsPerPage?: number
}

export interface PaginationContext {
  page: number
  pageCount: number
}

export type PaginationEvent =
  | { type: 'pagination.goTo'; page: number }
  | { type: 'pagination.next' }
  | { type: 'pagination.previous' }
  /** The owner's values changed (the URL's page, a new total after filtering). */
  | ({ type: 'pagination.sync' } & PaginationInput)

export type PaginationEmitted = { type: 'pagination.changed'; page: number }

function contextOf(input: PaginationInput): PaginationContext {
  const pageCount = pageCountOf(
    input.totalItems,
    input.itemsPerPage ?? paginationConstants.defaultItemsPerPage,
  )
  // A page past the end (the list shrank) shows the last page rather than nothing.
  return { pageCount, page: Math.min(Math.max(input.currentPage, 1), pageCount) }
}

/**
 * Where a pagination stands: on its only page, the first, a middle or the last page. Moves are
 * guarded (no previous on the first page, no page outside the range) and announced with a
 * `pagination.changed` event; settings are validated before the machine starts.
 */
export const paginationMachine = setup({
  types: {
    context: {} as PaginationContext,
    events: {} as PaginationEvent,
    emitted: {} as PaginationEmitted,
    input: {} as PaginationInput,
  },
  actions: {
    storePage: assign({ page: (_, params: { page: number }) => params.page }),
    storeSettings: assign((_, params: { settings: PaginationInput }) => contextOf(params.settings)),
    emitChanged: emit((_, params: { page: number }) => ({
      type: 'pagination.changed' as const,
      page: params.page,
    })),
  },
  guards: {
    hasOnePage: ({ context }) => context.pageCount === 1,
    isOnFirstPage: ({ context }) => context.page === 1,
    isOnLastPage: ({ context }) => context.page === context.pageCount,
    hasNextPage: ({ context }) => context.page < context.pageCount,
    hasPreviousPage: ({ context }) => context.page > 1,
    isOtherPageInRange: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) &&
      params.page >= 1 &&
      params.page <= context.pageCount &&
      params.page !== context.page,
  },
}).createMachine({
  id: 'pagination',
  context: ({ input }) => contextOf(input),
  initial: 'locating',
  on: {
    'pagination.goTo': {
      guard: { type: 'isOtherPageInRange', params: ({ event }) => ({ page: event.page }) },
      target: '.locating',
      actions: [
        { type: 'storePage', params: ({ event }) => ({ page: event.page }) },
        { type: 'emitChanged', params: ({ event }) => ({ page: event.page }) },
      ],
    },
    'pagination.next': {
      guard: 'hasNextPage',
      target: '.locating',
      actions: [
        { type: 'storePage', params: ({ context }) => ({ page: context.page + 1 }) },
        { type: 'emitChanged', params: ({ context }) => ({ page: context.page }) },
      ],
    },
    'pagination.previous': {
      guard: 'hasPreviousPage',
      target: '.locating',
      actions: [
        { type: 'storePage', params: ({ context }) => ({ page: context.page - 1 }) },
        { type: 'emitChanged', params: ({ context }) => ({ page: context.page }) },
      ],
    },
    'pagination.sync': {
      target: '.locating',
      actions: {
        type: 'storeSettings',
        params: ({ event: { type: _, ...settings } }) => ({ settings }),
      },
    },
  },
  states: {
    locating: {
      always: [
        { guard: 'hasOnePage', target: 'onlyPage' },
        { guard: 'isOnFirstPage', target: 'firstPage' },
        { guard: 'isOnLastPage', target: 'lastPage' },
        { target: 'middlePage' },
      ],
    },
    onlyPage: {},
    firstPage: {},
    middlePage: {},
    lastPage: {},
  },
})

export type PaginationMachine = typeof paginationMachine
export type PaginationRef = ActorRefFrom<PaginationMachine>
