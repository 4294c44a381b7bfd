import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import { segmentEditor } from '../../contract/constants'
import type { SegmentProgress } from '../../contract/segment'
import { placeholdersFor } from '../placeholder'
import type { createSegmentCountActors } from './segmentCount.actors'

/** A saved segment's count as the progress and reset calls answer it. */
export interface CountReading {
  contactCount: number | null
  progress: SegmentProgress
}

export interface SegmentCountContext extends CountReading {
  /** Why the last progress read or reset failed, as the call said it (null: it gave no reason). */
  message: string | null
}

export type SegmentCountEvent =
  /** Starts the count over (POST reset-progress): a stuck or stale count is dropped. */
  { type: 'count.reset' } | { type: 'count.retry' }

/** A count the server has yet to finish (queued or counting): followed until it rests. */
export const isCountRunning = (progress: SegmentProgress) =>
  progress.status === 'queued' || progress.status === 'counting'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null)

/**
 * A saved segment's background count: while it is queued or counting, its progress is read
 * every `progressPoll`; once it is done (or failed, or idle) it rests. Reset starts it over at
 * any time; a failed read or reset can be retried.
 */
export const segmentCountMachine = setup({
  types: {
    context: {} as SegmentCountContext,
    events: {} as SegmentCountEvent,
    input: {} as CountReading,
  },
  actors: placeholdersFor<typeof createSegmentCountActors>(['readProgress', 'resetProgress']),
  actions: {
    storeReading: assign((_, params: { reading: CountReading }) => ({
      ...params.reading,
      message: null,
    })),
    storeFailure: assign({ message: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
  guards: {
    isRunning: ({ context }) => isCountRunning(context.progress),
  },
  delays: {
    progressPoll: segmentEditor.progressPollMs,
  },
}).createMachine({
  id: 'segmentCount',
  context: ({ input }) => ({ ...input, message: null }),
  initial: 'following',
  states: {
    following: {
      initial: 'checking',
      on: { 'count.reset': 'resetting' },
      states: {
        checking: {
          always: [{ guard: 'isRunning', target: 'waiting' }, { target: 'settled' }],
        },
        waiting: {
          tags: ['running'],
          after: { progressPoll: 'reading' },
        },
        reading: {
          tags: ['running'],
          invoke: {
            id: 'readProgress',
            src: 'readProgress',
            onDone: {
              target: 'checking',
              actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Done, failed on the server, or never asked for: nothing to follow. */
        settled: {},
        /** The progress could not be read (or the reset sent): try again, or reset. */
        failed: {
          on: { 'count.retry': 'reading' },
        },
      },
    },
    resetting: {
      tags: ['running', 'resetting'],
      invoke: {
        id: 'resetProgress',
        src: 'resetProgress',
        onDone: {
          target: 'following',
          actions: { type: 'storeReading', params: ({ event }) => ({ reading: event.output }) },
        },
        onError: {
          target: 'following.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

export type SegmentCountMachine = typeof segmentCountMachine
export type SegmentCountRef = ActorRefFrom<SegmentCountMachine>
export type SegmentCountSnapshot = SnapshotFrom<SegmentCountMachine>
