import {
  type ActorRefFrom,
  assertEvent,
  assign,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import { isRejection, type Result } from '../../contract/result'
import { problemMessage, rejectionOf } from '../problems'

/** What a form sends: its fields by name, as typed. */
export type FormValues = Record<string, string>

/** The answer of a submitted form (spec §8: 422 is a value). */
export type FormOutcome = Result<unknown>

export interface FormContext {
  /** Each field's messages from the last 422 answer. */
  fieldErrors: Record<string, string[]>
  /** The form-wide message: the 422 summary or why the request failed. */
  message: string | null
}

export type FormEvent =
  | { type: 'form.submit'; values: FormValues }
  /**
   * The user changed a field: a rejection was about other values, so none of its errors holds
   * any more (a login refused on `email` may be fixed in `password`).
   */
  | { type: 'form.edit'; field: string }

/**
 * A form that submits to the API: editing, submitting, rejected (a 422 answer: field errors,
 * what was typed stays), failed (another error or no answer: the same values may be sent again)
 * and succeeded. The view keeps the typed values in its inputs; the machine never holds them,
 * so no password is kept in state. Success is reported through the `reportSuccess` action.
 */
export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
  },
  actors: {
    submit: fromPromise<FormOutcome, FormValues>(async () => ({ ok: true, data: undefined })),
  },
  actions: {
    storeRejection: assign((_, params: { outcome: FormOutcome }) => rejectionOf(params.outcome)),
    storeFailure: assign((_, params: { outcome?: FormOutcome; error?: unknown }) => ({
      fieldErrors: {},
      message: problemMessage(params.outcome, params.error),
    })),
    clearErrors: assign({ fieldErrors: {}, message: null }),
    /** The owner's reaction to success: store the session, navigate, show a notice. */
    reportSuccess: (_, _params: { outcome: FormOutcome }) => {},
  },
  guards: {
    isRejected: (_, params: { outcome: FormOutcome }) => isRejection(params.outcome),
    isFailed: (_, params: { outcome: FormOutcome }) => !params.outcome.ok,
  },
}).createMachine({
  id: 'form',
  context: { fieldErrors: {}, message: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearErrors',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => {
          assertEvent(event, 'form.submit')
          return event.values
        },
        onDone: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ outcome: event.output }) },
            target: 'rejected',
            actions: { type: 'storeRejection', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'succeeded',
            actions: { type: 'reportSuccess', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rejected: {
      on: {
        'form.submit': 'submitting',
        'form.edit': { target: 'editing', actions: 'clearErrors' },
      },
    },
    failed: {
      // The failure was the request's, not the values': the way to retry stays while editing.
      on: { 'form.submit': 'submitting' },
    },
    succeeded: {
      // Some forms may be sent again (another reset link, another invitation).
      on: { 'form.submit': 'submitting' },
    },
  },
})

export type FormMachine = typeof formMachine
export type FormActorRef = ActorRefFrom<FormMachine>
export type FormSnapshot = SnapshotFrom<FormMachine>
