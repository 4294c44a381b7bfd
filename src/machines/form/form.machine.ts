import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate'

/** What a form sends: its fields by name, as typed. */
export type FormValues = Record<string, string>

/** The answer of a submitted form, in the HTTP client's shape (spec §8: 422 is a value). */
export type FormOutcome =
  | { ok: true; data?: unknown }
  | { ok: false; status: 422; validation: { message: string; errors: Record<string, string[]> } }
  | { ok: false; status: number; error?: { message: string } }

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

type Rejected = Extract<FormOutcome, { status: 422 }>

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
    submit: fromPromise<FormOutcome, FormValues>(async () => ({ ok: true })),
  },
  actions: {
    storeRejection: assign((_, params: { outcome: FormOutcome }) => {
      const { validation } = params.outcome as Rejected
      return { fieldErrors: validation.errors, message: validation.message }
    }),
    storeFailure: assign((_, params: { outcome?: FormOutcome; error?: unknown }) => ({
      fieldErrors: {},
      message:
        (params.outcome as { error?: { message: string } } | undefined)?.error?.message ??
        (params.error as Error | undefined)?.message ??
        'The request could not be completed.',
    })),
    clearErrors: assign({ fieldErrors: {}, message: null }),
    /** The owner's reaction to success: store the session, navigate, show a notice. */
    reportSuccess: (_, _params: { outcome: FormOutcome }) => {},
  },
  guards: {
    isRejected: (_, params: { outcome: FormOutcome }) =>
      !params.outcome.ok && params.outcome.status === 422 && 'validation' in params.outcome,
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
        input: ({ event }) => (event as Extract<FormEvent, { type: 'form.submit' }>).values,
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
