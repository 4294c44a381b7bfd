import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate'
import type { UserPreferences, UserResource } from '../../contract/user'
import { placeholdersFor } from '../placeholder'
import { errorMessage } from '../problems'
import type { createPreferencesActors } from './preferences.actors'

export interface PreferencesContext {
  /** Chosen but not yet sent. */
  pending: UserPreferences | null
  /** Being sent now. */
  sending: UserPreferences | null
  problem: string | null
}

export type PreferencesEvent =
  /** A choice was made: applied at once, saved with the account. */
  { type: 'preferences.change'; changes: UserPreferences } | { type: 'preferences.retry' }

const messageOf = (error: unknown) => errorMessage(error, 'problem.preferencesNotSaved')

/**
 * The interface preferences (locale, theme, toast duration). A choice applies at once (the page
 * flips to right to left, the theme changes) and is saved to the account, one request at a
 * time: choices made while one is sent are merged and sent next, so the last choice wins. A
 * failed save keeps the choices to send again.
 */
export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
  },
  actors: placeholdersFor<typeof createPreferencesActors>(['save']),
  actions: {
    /** Shows the choice in this browser at once (locale, theme, toast queue). */
    applyChanges: (_, _params: { changes: UserPreferences }) => {},
    queueChanges: assign(({ context }, params: { changes: UserPreferences }) => ({
      pending: { ...context.pending, ...params.changes },
    })),
    startSending: assign(({ context }) => ({ sending: context.pending, pending: null })),
    /** What failed to go is sent again, under anything chosen since. */
    requeueSending: assign(({ context }) => ({
      pending: { ...context.sending, ...context.pending },
      sending: null,
    })),
    finishSending: assign({ sending: null, problem: null }),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
    /** The account answered with the saved preferences: the session gets the user. */
    reportSaved: (_, _params: { user: UserResource }) => {},
  },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
  },
}).createMachine({
  id: 'preferences',
  context: { pending: null, sending: null, problem: null },
  on: {
    'preferences.change': {
      actions: [
        { type: 'applyChanges', params: ({ event }) => event },
        { type: 'queueChanges', params: ({ event }) => event },
      ],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasPending', target: 'saving' },
    },
    saving: {
      tags: ['busy'],
      entry: 'startSending',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.sending ?? {},
        onDone: [
          // Newer choices go next; the account's answer would only undo them meanwhile.
          { guard: 'hasPending', target: 'saving', reenter: true, actions: 'finishSending' },
          {
            target: 'idle',
            actions: [
              'finishSending',
              { type: 'reportSaved', params: ({ event }) => ({ user: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            'requeueSending',
            { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: {
        'preferences.retry': 'saving',
        'preferences.change': {
          target: 'saving',
          actions: [
            { type: 'applyChanges', params: ({ event }) => event },
            { type: 'queueChanges', params: ({ event }) => event },
          ],
        },
      },
    },
  },
})

export type PreferencesMachine = typeof preferencesMachine
export type PreferencesRef = ActorRefFrom<PreferencesMachine>
export type PreferencesSnapshot = SnapshotFrom<PreferencesMachine>
