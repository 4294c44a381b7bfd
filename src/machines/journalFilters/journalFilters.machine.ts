import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { pagination as paginationConstants } from '../../contract/constants'

/** What the journal table is narrowed to; null (or '') is no filter. */
export interface JournalFilterValues {
  /** A machine id. */
  machine: string | null
  /** One actor of one page load: `run/actor` (see actorKeyOf). */
  actor: string | null
  /** Part of the event type, any case. */
  eventType: string
  /** Epoch milliseconds, both ends included. */
  from: number | null
  to: number | null
}

export interface JournalFiltersInput {
  /** @default pagination.defaultItemsPerPage */
  itemsPerPage?: number
}

export interface JournalFiltersContext {
  filters: JournalFilterValues
  page: number
  itemsPerPage: number
}

export type JournalFiltersEvent =
  | { type: 'filters.set'; filters: Partial<JournalFilterValues> }
  | { type: 'filters.clear' }
  | { type: 'filters.goToPage'; page: number }
  /** Shows the page holding the entry at this index of the filtered list (the replay's). */
  | { type: 'filters.reveal'; index: number }

export const noJournalFilters: JournalFilterValues = {
  machine: null,
  actor: null,
  eventType: '',
  from: null,
  to: null,
}

/**
 * The filters after a change. An actor belongs to one machine, so choosing another machine
 * drops the actor unless one comes with it; a range given backwards is put the right way round.
 */
export function applyFilters(
  current: JournalFilterValues,
  change: Partial<JournalFilterValues>,
): JournalFilterValues {
  const next = { ...current, ...change }
  if ('machine' in change && !('actor' in change) && change.machine !== current.machine) {
    next.actor = null
  }
  if (next.from !== null && next.to !== null && next.from > next.to) {
    return { ...next, from: next.to, to: next.from }
  }
  return next
}

const sameFilters = (a: JournalFilterValues, b: JournalFilterValues) =>
  (Object.keys(a) as (keyof JournalFilterValues)[]).every((key) => a[key] === b[key])

const isFiltered = (filters: JournalFilterValues) => !sameFilters(filters, noJournalFilters)

/**
 * The journal table's filters and page. Changing a filter goes back to the first page (the old
 * page may not exist any more); clearing is offered only when something is filtered.
 */
export const journalFiltersMachine = setup({
  types: {
    context: {} as JournalFiltersContext,
    events: {} as JournalFiltersEvent,
    input: {} as JournalFiltersInput,
  },
  actions: {
    storeFilters: assign(({ context }, params: { change: Partial<JournalFilterValues> }) => ({
      filters: applyFilters(context.filters, params.change),
      page: 1,
    })),
    clearFilters: assign({ filters: noJournalFilters, page: 1 }),
    storePage: assign({ page: (_, params: { page: number }) => params.page }),
  },
  guards: {
    isFiltered: ({ context }) => isFiltered(context.filters),
    changesFilters: ({ context }, params: { change: Partial<JournalFilterValues> }) =>
      !sameFilters(applyFilters(context.filters, params.change), context.filters),
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page !== context.page,
  },
}).createMachine({
  id: 'journalFilters',
  context: ({ input }) => ({
    filters: noJournalFilters,
    page: 1,
    itemsPerPage: input.itemsPerPage ?? paginationConstants.defaultItemsPerPage,
  }),
  initial: 'locating',
  on: {
    'filters.set': {
      guard: { type: 'changesFilters', params: ({ event }) => ({ change: event.filters }) },
      target: '.locating',
      actions: { type: 'storeFilters', params: ({ event }) => ({ change: event.filters }) },
    },
    'filters.goToPage': {
      guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
      actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) },
    },
    'filters.reveal': {
      guard: {
        type: 'isOtherPage',
        params: ({ context, event }) => ({
          page: Math.floor(event.index / context.itemsPerPage) + 1,
        }),
      },
      actions: {
        type: 'storePage',
        params: ({ context, event }) => ({
          page: Math.floor(event.index / context.itemsPerPage) + 1,
        }),
      },
    },
  },
  states: {
    locating: {
      always: [{ guard: 'isFiltered', target: 'filtered' }, { target: 'unfiltered' }],
    },
    unfiltered: {},
    filtered: {
      on: { 'filters.clear': { target: 'unfiltered', actions: 'clearFilters' } },
    },
  },
})

export type JournalFiltersMachine = typeof journalFiltersMachine
export type JournalFiltersRef = ActorRefFrom<JournalFiltersMachine>
export type JournalFiltersSnapshot = SnapshotFrom<JournalFiltersMachine>
