import { type ActorRefFrom, assign, emit, fromPromise, setup } from 'xstate'
import { type ModalType, modal as modalConstants } from '../../contract/constants'
import { errorMessage } from '../problems'

export interface ModalContext {
  type: ModalType
  /** Why the last confirmation failed, shown in the dialog; cleared on the next attempt. */
  error: string | null
}

export type ModalEvent =
  | { type: 'modal.open'; modalType?: ModalType }
  /** Escape, a backdrop click or a cancel/close button. */
  | { type: 'modal.close' }
  /** The primary button. */
  | { type: 'modal.confirm' }

export type ModalEmitted =
  | { type: 'modal.focusPrimary' }
  | { type: 'modal.closed'; confirmed: boolean }
  | { type: 'modal.destroyed' }

export interface ModalInput {
  /** @default 'info' */
  type?: ModalType
}

const messageOf = (error: unknown) => errorMessage(error, 'problem.actionFailed')

/**
 * A dialog's life: it opens, gives its primary button focus after a short settle, and closes on
 * Escape, a backdrop click or a button. The primary button runs the `confirm` actor (a no-op
 * for plain dialogs, the destructive action for a confirm dialog); closing waits for it. The
 * content is destroyed a little after closing, once the exit transition is over.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    emitted: {} as ModalEmitted,
    input: {} as ModalInput,
  },
  actors: {
    confirm: fromPromise<unknown, void>(async () => undefined),
  },
  actions: {
    storeType: assign({
      type: ({ context }, params: { modalType: ModalType | undefined }) =>
        params.modalType ?? context.type,
    }),
    clearError: assign({ error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    emitFocusPrimary: emit({ type: 'modal.focusPrimary' }),
    emitClosed: emit((_, params: { confirmed: boolean }) => ({
      type: 'modal.closed' as const,
      confirmed: params.confirmed,
    })),
    emitDestroyed: emit({ type: 'modal.destroyed' }),
  },
  delays: {
    primaryFocusDelay: modalConstants.primaryFocusDelayMs,
    destroyDelay: modalConstants.destroyDelayMs,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({ type: input?.type ?? 'info', error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'modal.open': {
          target: 'open',
          actions: [
            { type: 'storeType', params: ({ event }) => ({ modalType: event.modalType }) },
            'clearError',
          ],
        },
      },
    },
    open: {
      tags: ['open'],
      initial: 'settling',
      states: {
        settling: {
          after: { primaryFocusDelay: { target: 'ready', actions: 'emitFocusPrimary' } },
          on: {
            'modal.close': {
              target: '#modal.closing',
              actions: { type: 'emitClosed', params: { confirmed: false } },
            },
            'modal.confirm': 'confirming',
          },
        },
        ready: {
          on: {
            'modal.close': {
              target: '#modal.closing',
              actions: { type: 'emitClosed', params: { confirmed: false } },
            },
            'modal.confirm': 'confirming',
          },
        },
        confirming: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'confirm',
            src: 'confirm',
            onDone: {
              target: '#modal.closing',
              actions: { type: 'emitClosed', params: { confirmed: true } },
            },
            onError: {
              target: 'ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    closing: {
      after: { destroyDelay: { target: 'closed', actions: 'emitDestroyed' } },
      on: {
        'modal.open': {
          target: 'open',
          actions: [
            'emitDestroyed',
            { type: 'storeType', params: ({ event }) => ({ modalType: event.modalType }) },
            'clearError',
          ],
        },
      },
    },
  },
})

export type ModalMachine = typeof modalMachine
export type ModalRef = ActorRefFrom<ModalMachine>
