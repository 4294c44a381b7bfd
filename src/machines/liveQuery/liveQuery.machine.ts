import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { placeholdersFor } from '../placeholder'
import { errorMessage } from '../problems'
import type { createLiveQueryActors } from './liveQuery.actors'

export interface LiveQueryInput {
  /** Quiet time after the last change of the parameters before the query is sent. */
  settleMs: number
  /** The first parameters, when there are some at once. */
  params?: unknown
}

export interface LiveQueryContext {
  settleMs: number
  params: unknown
  /** The last answer; kept while a newer one is on its way. */
  data: unknown
  /** Why the last query failed. */
  message: string | null
}

export type LiveQueryEvent =
  /** New parameters: a query under way is dropped (its AbortSignal fires) and another one waits. */
  { type: 'query.set'; params: unknown } | { type: 'query.retry' }

const messageOf = (error: unknown) => errorMessage(error, 'problem.unreadable')

/**
 * An answer that follows its parameters: each change waits a quiet `settle`, then asks (the
 * previous request aborted, so a stale answer never lands); the last answer stays shown while
 * the next one comes. A failed query can be retried. Serves the wizard's live audience count and
 * its is-ready checklist.
 */
export const liveQueryMachine = setup({
  types: {
    context: {} as LiveQueryContext,
    events: {} as LiveQueryEvent,
    input: {} as LiveQueryInput,
  },
  actors: placeholdersFor<typeof createLiveQueryActors>(['load']),
  actions: {
    storeParams: assign({ params: (_, params: { params: unknown }) => params.params }),
    storeData: assign((_, params: { data: unknown }) => ({ data: params.data, message: null })),
    storeFailure: assign({ message: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
  guards: {
    hasParams: ({ context }) => context.params !== undefined,
  },
  delays: {
    settle: ({ context }) => context.settleMs,
  },
}).createMachine({
  id: 'liveQuery',
  context: ({ input }) => ({
    settleMs: input.settleMs,
    params: input.params,
    data: undefined,
    message: null,
  }),
  initial: 'starting',
  on: {
    'query.set': {
      target: '.settling',
      reenter: true,
      actions: { type: 'storeParams', params: ({ event }) => ({ params: event.params }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasParams', target: 'settling' }, { target: 'idle' }],
    },
    /** Nothing to ask yet. */
    idle: {},
    settling: {
      tags: ['updating'],
      after: { settle: 'loading' },
    },
    loading: {
      tags: ['updating'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ params: context.params }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {},
    failed: {
      on: { 'query.retry': 'loading' },
    },
  },
})

export type LiveQueryMachine = typeof liveQueryMachine
export type LiveQueryRef = ActorRefFrom<LiveQueryMachine>
export type LiveQuerySnapshot = SnapshotFrom<LiveQueryMachine>
