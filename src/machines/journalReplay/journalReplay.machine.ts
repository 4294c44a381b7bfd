import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'

export interface JournalReplayInput {
  /** How many events the replay steps through. */
  count: number
  /** The chosen event's index among them; null (or out of range) while none is chosen. */
  position?: number | null
}

export interface JournalReplayContext {
  count: number
  position: number | null
}

export type JournalReplayEvent =
  /** Someone chose an event (a row of the table, the position slider). */
  | { type: 'replay.choose'; position: number }
  | { type: 'replay.first' }
  | { type: 'replay.previous' }
  | { type: 'replay.next' }
  | { type: 'replay.last' }
  /**
   * The events changed (other filters, another journal): their count, and where the chosen
   * event is now (null when it is no longer among them).
   */
  | ({ type: 'replay.load' } & Required<JournalReplayInput>)

const isIndexIn = (count: number, position: unknown): position is number =>
  Number.isInteger(position) && (position as number) >= 0 && (position as number) < count

function contextOf({ count, position = null }: JournalReplayInput): JournalReplayContext {
  const total = Number.isInteger(count) && count > 0 ? count : 0
  return { count: total, position: isIndexIn(total, position) ? position : null }
}

/**
 * The replay control of the audit screens: which of a list of journal events is shown. Nothing
 * is chosen at first; then the chosen event is the first, the last, one in between, or the
 * only one, and each move is allowed only where it leads somewhere (no previous on the first).
 */
export const journalReplayMachine = setup({
  types: {
    context: {} as JournalReplayContext,
    events: {} as JournalReplayEvent,
    input: {} as JournalReplayInput,
  },
  actions: {
    storePosition: assign({ position: (_, params: { position: number }) => params.position }),
    storeEvents: assign((_, params: Required<JournalReplayInput>) => contextOf(params)),
  },
  guards: {
    hasNoEvents: ({ context }) => context.count === 0,
    hasNoChoice: ({ context }) => context.position === null,
    hasOneEvent: ({ context }) => context.count === 1,
    isOnFirst: ({ context }) => context.position === 0,
    isOnLast: ({ context }) => context.position === context.count - 1,
    hasPrevious: ({ context }) => context.position !== null && context.position > 0,
    hasNext: ({ context }) => context.position !== null && context.position < context.count - 1,
    isOtherEvent: ({ context }, params: { position: number }) =>
      isIndexIn(context.count, params.position) && params.position !== context.position,
  },
}).createMachine({
  id: 'journalReplay',
  context: ({ input }) => contextOf(input),
  initial: 'locating',
  on: {
    'replay.choose': {
      guard: { type: 'isOtherEvent', params: ({ event }) => ({ position: event.position }) },
      target: '.locating',
      actions: { type: 'storePosition', params: ({ event }) => ({ position: event.position }) },
    },
    'replay.first': {
      guard: { type: 'isOtherEvent', params: () => ({ position: 0 }) },
      target: '.locating',
      actions: { type: 'storePosition', params: () => ({ position: 0 }) },
    },
    'replay.last': {
      guard: { type: 'isOtherEvent', params: ({ context }) => ({ position: context.count - 1 }) },
      target: '.locating',
      actions: {
        type: 'storePosition',
        params: ({ context }) => ({ position: context.count - 1 }),
      },
    },
    'replay.previous': {
      guard: 'hasPrevious',
      target: '.locating',
      actions: {
        type: 'storePosition',
        params: ({ context }) => ({ position: (context.position ?? 0) - 1 }),
      },
    },
    'replay.next': {
      guard: 'hasNext',
      target: '.locating',
      actions: {
        type: 'storePosition',
        params: ({ context }) => ({ position: (context.position ?? 0) + 1 }),
      },
    },
    'replay.load': {
      target: '.locating',
      actions: {
        type: 'storeEvents',
        params: ({ event }) => ({ count: event.count, position: event.position }),
      },
    },
  },
  states: {
    locating: {
      always: [
        { guard: 'hasNoEvents', target: 'empty' },
        { guard: 'hasNoChoice', target: 'unchosen' },
        { guard: 'hasOneEvent', target: 'only' },
        { guard: 'isOnFirst', target: 'first' },
        { guard: 'isOnLast', target: 'last' },
        { target: 'middle' },
      ],
    },
    /** No event to replay: the filters match none, or the journal is empty. */
    empty: {},
    unchosen: {},
    only: { tags: ['chosen'] },
    first: { tags: ['chosen'] },
    middle: { tags: ['chosen'] },
    last: { tags: ['chosen'] },
  },
})

export type JournalReplayMachine = typeof journalReplayMachine
export type JournalReplayRef = ActorRefFrom<JournalReplayMachine>
export type JournalReplaySnapshot = SnapshotFrom<JournalReplayMachine>
