import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate'
import { audienceLimits } from '../../contract/constants'
import { isRejection, type Result } from '../../contract/result'
import { placeholdersFor } from '../placeholder'
import { problemMessage, rejectionOf } from '../problems'
import type { createContactSelectionActors } from './contactSelection.actors'

/** The list the table shows: its query (filters and search), its page's ids and its total. */
export interface ShownPage {
  /** Stands for the filters and search: the same key is the same set of contacts. */
  key: string
  /** `filter[...]` values as the list call sends them (comma lists). */
  filter: Record<string, string>
  search?: string
  /** The ids of the rows on screen, in order. */
  pageIds: string[]
  /** Contacts matching the filters and search, on every page. */
  total: number
  /** More than `total` match: the list counted up to a cap (a tag filter or a search). */
  totalIsLowerBound?: boolean
}

/** Which contacts a bulk call acts on, in the shape of the contact calls' `selection`. */
export type BulkSelection =
  | { mode: 'ids'; ids: string[] }
  | { mode: 'filter'; filter: Record<string, string>; search?: string }

export type TagAction = 'tag' | 'untag'

/**
 * A bulk call's answer (spec §8: 422 is a value): the server's message, or the name of the file
 * an export was saved as (the view says it in the user's language).
 */
export type BulkOutcome = Result<{ message: string } | { exportedAs: string }>

export interface ContactSelectionInput {
  page: ShownPage
  /** Ids one bulk call may name. @default audienceLimits.maxSelectedIds */
  maxIds?: number
}

export interface ContactSelectionContext {
  shown: ShownPage
  /** The query the selection was made in; another query shown drops the selection. */
  selectedKey: string
  /** The contacts chosen one by one or a page at a time (in `ids` mode). */
  ids: string[]
  /** Everything matching the shown query is chosen (the state says so too; calls read this). */
  matching: boolean
  maxIds: number
  tagAction: TagAction
  /** The tag form's field messages from a 422 answer. */
  fieldErrors: Record<string, string[]>
  /** Why the last bulk call failed, said where it was asked for (the form, the dialog). */
  problem: string | null
}

export type ContactSelectionEvent =
  /** The table shows a page: sent on every load, including after filters change. */
  | { type: 'selection.pageShown'; page: ShownPage }
  | { type: 'selection.toggle'; id: string }
  /** The header checkbox: selects the page's rows, or unselects them when all are selected. */
  | { type: 'selection.togglePage' }
  /** Everything matching the filters and search, on every page. */
  | { type: 'selection.selectMatching' }
  | { type: 'selection.clear' }
  | { type: 'bulk.openTags'; action: TagAction }
  | { type: 'bulk.submitTags'; tags: string[] }
  /** The tag form changed: the last answer's errors no longer hold. */
  | { type: 'bulk.editTags' }
  | { type: 'bulk.delete' }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.export' }

const union = (ids: readonly string[], more: readonly string[]) => [
  ...ids,
  ...more.filter((id) => !ids.includes(id)),
]

const isPageSelected = (context: ContactSelectionContext) =>
  context.shown.pageIds.length > 0 && context.shown.pageIds.every((id) => context.ids.includes(id))

/** What the bulk calls are sent: the ids, or the filters and search of everything matching. */
export function bulkSelectionOf(context: ContactSelectionContext): BulkSelection {
  if (!context.matching) return { mode: 'ids', ids: context.ids }
  const { filter, search } = context.shown
  return search ? { mode: 'filter', filter, search } : { mode: 'filter', filter }
}

/**
 * The contact table's selection and its bulk actions. Rows are chosen one by one or a page at a
 * time (up to the ids one call may name), or everything matching the filters is chosen (the
 * count is the list's total). Showing another query drops the selection: "everything matching"
 * must never act on contacts the user no longer sees. Tagging and untagging go through a small
 * form (a 422 shows at the field); deleting is confirmed with the count; an export downloads a
 * CSV. A bulk call in flight cannot be changed; the selection comes back afterwards, except
 * after a delete (the selected contacts are gone).
 */
export const contactSelectionMachine = setup({
  types: {
    context: {} as ContactSelectionContext,
    events: {} as ContactSelectionEvent,
    input: {} as ContactSelectionInput,
  },
  /** exportSelection downloads the CSV itself, so no contact data passes through the journal. */
  actors: placeholdersFor<typeof createContactSelectionActors>([
    'applyTags',
    'deleteSelection',
    'exportSelection',
  ]),
  actions: {
    storePage: assign((_, params: { page: ShownPage }) => ({ shown: params.page })),
    clearSelection: assign(({ context }) => ({
      ids: [],
      matching: false,
      selectedKey: context.shown.key,
    })),
    chooseMatching: assign({ ids: [], matching: true }),
    addIds: assign(({ context }, params: { ids: readonly string[] }) => ({
      ids: union(context.ids, params.ids),
      selectedKey: context.shown.key,
    })),
    removeIds: assign(({ context }, params: { ids: readonly string[] }) => ({
      ids: context.ids.filter((id) => !params.ids.includes(id)),
    })),
    /** From "everything matching" back to rows: the page's rows stay chosen but this one. */
    keepPageWithout: assign(({ context }, params: { id: string }) => ({
      ids: context.shown.pageIds.filter((id) => id !== params.id),
      matching: false,
    })),
    storeTagAction: assign((_, params: { action: TagAction }) => ({
      tagAction: params.action,
      fieldErrors: {},
      problem: null,
    })),
    storeRejection: assign((_, params: { outcome: BulkOutcome }) => {
      const { fieldErrors, message } = rejectionOf(params.outcome)
      return { fieldErrors, problem: message }
    }),
    storeFailure: assign((_, params: { outcome?: BulkOutcome; error?: unknown }) => ({
      fieldErrors: {},
      problem: problemMessage(params.outcome, params.error),
    })),
    clearProblem: assign({ fieldErrors: {}, problem: null }),
    /** The owner's reaction to a finished bulk call: a toast, the list loaded again. */
    reportDone: (_, _params: { outcome: BulkOutcome }) => {},
    /** The owner's reaction to a failed export (no form to show it in). */
    reportProblem: (_, _params: { message: string }) => {},
  },
  guards: {
    isSelectionStale: ({ context }) => context.shown.key !== context.selectedKey,
    hasPageRows: ({ context }) => context.shown.pageIds.length > 0,
    isPageSelected: ({ context }) => isPageSelected(context),
    /** Unselecting the page leaves nothing chosen. */
    isOnlyPageSelected: ({ context }) =>
      isPageSelected(context) && context.ids.every((id) => context.shown.pageIds.includes(id)),
    pageFits: ({ context }) => union(context.ids, context.shown.pageIds).length <= context.maxIds,
    isSelected: ({ context }, params: { id: string }) => context.ids.includes(params.id),
    isLastSelected: ({ context }, params: { id: string }) =>
      context.ids.length === 1 && context.ids[0] === params.id,
    oneMoreFits: ({ context }) => context.ids.length < context.maxIds,
    isOnlyRowOfPage: ({ context }, params: { id: string }) =>
      context.shown.pageIds.every((id) => id === params.id),
    hasMoreMatching: ({ context }) =>
      context.shown.totalIsLowerBound === true || context.shown.total > context.ids.length,
    hasTags: (_, params: { tags: readonly string[] }) => params.tags.length > 0,
    isRejected: (_, params: { outcome: BulkOutcome }) => isRejection(params.outcome),
    isFailed: (_, params: { outcome: BulkOutcome }) => !params.outcome.ok,
  },
}).createMachine({
  id: 'contactSelection',
  context: ({ input }) => ({
    shown: input.page,
    selectedKey: input.page.key,
    ids: [],
    matching: false,
    maxIds: input.maxIds ?? audienceLimits.maxSelectedIds,
    tagAction: 'tag',
    fieldErrors: {},
    problem: null,
  }),
  initial: 'choosing',
  on: {
    'selection.pageShown': {
      actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) },
    },
  },
  states: {
    choosing: {
      initial: 'none',
      // Another query shown (or shown while a bulk call ran): what was chosen no longer stands.
      always: { guard: 'isSelectionStale', target: '.none', actions: 'clearSelection' },
      on: { 'selection.clear': { target: '.none', actions: 'clearSelection' } },
      states: {
        none: {
          on: {
            'selection.toggle': {
              target: 'ids',
              actions: { type: 'addIds', params: ({ event }) => ({ ids: [event.id] }) },
            },
            'selection.togglePage': {
              guard: 'hasPageRows',
              target: 'ids',
              actions: {
                type: 'addIds',
                params: ({ context }) => ({ ids: context.shown.pageIds }),
              },
            },
          },
        },
        ids: {
          on: {
            'selection.toggle': [
              {
                guard: { type: 'isLastSelected', params: ({ event }) => ({ id: event.id }) },
                target: 'none',
                actions: 'clearSelection',
              },
              {
                guard: { type: 'isSelected', params: ({ event }) => ({ id: event.id }) },
                actions: { type: 'removeIds', params: ({ event }) => ({ ids: [event.id] }) },
              },
              {
                guard: 'oneMoreFits',
                actions: { type: 'addIds', params: ({ event }) => ({ ids: [event.id] }) },
              },
            ],
            'selection.togglePage': [
              { guard: 'isOnlyPageSelected', target: 'none', actions: 'clearSelection' },
              {
                guard: 'isPageSelected',
                actions: {
                  type: 'removeIds',
                  params: ({ context }) => ({ ids: context.shown.pageIds }),
                },
              },
              {
                guard: 'pageFits',
                actions: {
                  type: 'addIds',
                  params: ({ context }) => ({ ids: context.shown.pageIds }),
                },
              },
            ],
            'selection.selectMatching': {
              guard: 'hasMoreMatching',
              target: 'matching',
              actions: 'chooseMatching',
            },
            'bulk.openTags': {
              target: '#contactSelection.tagForm',
              actions: {
                type: 'storeTagAction',
                params: ({ event }) => ({ action: event.action }),
              },
            },
            'bulk.delete': {
              target: '#contactSelection.confirmingDelete',
              actions: 'clearProblem',
            },
            'bulk.export': '#contactSelection.exporting',
          },
        },
        matching: {
          on: {
            'selection.toggle': [
              {
                guard: { type: 'isOnlyRowOfPage', params: ({ event }) => ({ id: event.id }) },
                target: 'none',
                actions: 'clearSelection',
              },
              {
                target: 'ids',
                actions: { type: 'keepPageWithout', params: ({ event }) => ({ id: event.id }) },
              },
            ],
            'selection.togglePage': { target: 'none', actions: 'clearSelection' },
            'bulk.openTags': {
              target: '#contactSelection.tagForm',
              actions: {
                type: 'storeTagAction',
                params: ({ event }) => ({ action: event.action }),
              },
            },
            'bulk.delete': {
              target: '#contactSelection.confirmingDelete',
              actions: 'clearProblem',
            },
            'bulk.export': '#contactSelection.exporting',
          },
        },
        history: { type: 'history' },
      },
    },
    tagForm: {
      always: { guard: 'isSelectionStale', target: 'choosing.none', actions: 'clearSelection' },
      on: {
        'bulk.submitTags': {
          guard: { type: 'hasTags', params: ({ event }) => ({ tags: event.tags }) },
          target: 'tagging',
        },
        'bulk.editTags': { actions: 'clearProblem' },
        'bulk.cancel': 'choosing.history',
      },
    },
    tagging: {
      tags: ['busy'],
      invoke: {
        id: 'applyTags',
        src: 'applyTags',
        input: ({ context, event }) => {
          assertEvent(event, 'bulk.submitTags')
          return {
            action: context.tagAction,
            tags: event.tags,
            selection: bulkSelectionOf(context),
          }
        },
        onDone: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ outcome: event.output }) },
            target: 'tagForm',
            actions: { type: 'storeRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'tagForm',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'choosing.history',
            actions: { type: 'reportDone', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'tagForm',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingDelete: {
      always: { guard: 'isSelectionStale', target: 'choosing.none', actions: 'clearSelection' },
      on: {
        'bulk.confirm': 'deleting',
        'bulk.cancel': 'choosing.history',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteSelection',
        src: 'deleteSelection',
        input: ({ context }) => ({ selection: bulkSelectionOf(context) }),
        onDone: [
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'confirmingDelete',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'choosing.none',
            actions: [
              'clearSelection',
              { type: 'reportDone', params: ({ event }) => ({ outcome: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'confirmingDelete',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportSelection',
        src: 'exportSelection',
        input: ({ context }) => ({ selection: bulkSelectionOf(context) }),
        onDone: [
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'choosing.history',
            actions: {
              type: 'reportProblem',
              params: ({ event }) => ({ message: problemMessage(event.output) }),
            },
          },
          {
            target: 'choosing.history',
            actions: { type: 'reportDone', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'choosing.history',
          actions: {
            type: 'reportProblem',
            params: ({ event }) => ({ message: problemMessage(undefined, event.error) }),
          },
        },
      },
    },
  },
})

export type ContactSelectionMachine = typeof contactSelectionMachine
export type ContactSelectionRef = ActorRefFrom<ContactSelectionMachine>
export type ContactSelectionSnapshot = SnapshotFrom<ContactSelectionMachine>
